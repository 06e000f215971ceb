// Starts playback once the page is interactive. Browsers refuse sound before the visitor has
// interacted with the page; then it starts on the visitor's first click or key press instead,
// unless `handlesItself(event)` says that input already starts or stops playback (the play
// button: starting here too would make its click pause at once).
import { useEffect, useRef } from 'react'
import { afterInteractive } from '@/lib/plugins/after-interactive'

export function useAutoplay(
  enabled: boolean,
  play: () => Promise<void>,
  handlesItself: (event: Event) => boolean = () => false,
) {
  const skip = useRef(handlesItself)
  useEffect(() => {
    skip.current = handlesItself
  })
  useEffect(() => {
    if (!enabled) return
    const onFirstInput = (event: Event) => {
      remove()
      if (!skip.current(event)) void play().catch(() => undefined)
    }
    const remove = () => {
      window.removeEventListener('pointerdown', onFirstInput)
      window.removeEventListener('keydown', onFirstInput)
    }
    const cancel = afterInteractive(() => {
      play().catch(() => {
        window.addEventListener('pointerdown', onFirstInput)
        window.addEventListener('keydown', onFirstInput)
      })
    })
    return () => {
      cancel()
      remove()
    }
  }, [enabled, play])
}
