// Starts playback once the page is interactive. Browsers refuse sound before the visitor has
// interacted with the page; then it starts on the first click or key press instead.
import { useEffect, type RefObject } from 'react'
import { afterInteractive } from '@/lib/plugins/after-interactive'

export function useAutoplay(audio: RefObject<HTMLAudioElement | null>, enabled: boolean, play: () => Promise<void>) {
  useEffect(() => {
    if (!enabled) return
    const onFirstInput = () => {
      remove()
      void play().catch(() => undefined)
    }
    const remove = () => {
      window.removeEventListener('pointerdown', onFirstInput)
      window.removeEventListener('keydown', onFirstInput)
    }
    const cancel = afterInteractive(() => {
      play().catch(() => {
        window.addEventListener('pointerdown', onFirstInput, { once: true })
        window.addEventListener('keydown', onFirstInput, { once: true })
      })
    })
    return () => {
      cancel()
      remove()
    }
  }, [audio, enabled, play])
}
