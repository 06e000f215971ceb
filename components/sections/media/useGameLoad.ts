// The life of a game's frame: idle (nothing requested) until the visitor asks, loading until
// the frame's load event, failed when that does not come within the bound (a frame gives no
// error event across origins), and a retry that mounts a fresh frame.
import { useCallback, useEffect, useState } from 'react'

export type GameLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export function useGameLoad(timeoutMs: number) {
  const [status, setStatus] = useState<GameLoadStatus>('idle')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (status !== 'loading') return
    const timer = window.setTimeout(() => setStatus('failed'), timeoutMs)
    return () => window.clearTimeout(timer)
  }, [status, attempt, timeoutMs])

  const start = useCallback(() => {
    setAttempt((n) => n + 1)
    setStatus('loading')
  }, [])
  const loaded = useCallback(() => setStatus((now) => (now === 'loading' ? 'loaded' : now)), [])

  return { status, attempt, start, retry: start, loaded }
}
