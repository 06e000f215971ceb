// The loading cover's timeline (spec §4): a click starts a ripple (gone after 1 s); 2 s after
// the click the cover fades out, and 600 ms later it is gone for good.
import { useCallback, useEffect, useRef, useState } from 'react'

export const RIPPLE_MS = 1000
export const FADE_DELAY_MS = 2000
export const FADE_MS = 600

export type CoverPhase = 'waiting' | 'entering' | 'fading' | 'done'

export interface Ripple {
  x: number
  y: number
}

export function useLoadingCover(onComplete?: () => void) {
  const [phase, setPhase] = useState<CoverPhase>('waiting')
  const [ripple, setRipple] = useState<Ripple | null>(null)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const started = useRef(false)
  const completed = useRef(onComplete)

  useEffect(() => {
    completed.current = onComplete
  }, [onComplete])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])

  const enter = useCallback((at: Ripple) => {
    if (started.current) return
    started.current = true
    const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms))
    setPhase('entering')
    setRipple(at)
    later(RIPPLE_MS, () => setRipple(null))
    later(FADE_DELAY_MS, () => setPhase('fading'))
    later(FADE_DELAY_MS + FADE_MS, () => {
      setPhase('done')
      completed.current?.()
    })
  }, [])

  return { phase, ripple, enter }
}
