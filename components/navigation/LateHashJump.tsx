// Next scrolls to a link's #anchor right after a client-side navigation. A page whose code
// loads lazily (components/theme/lazy-layouts.ts, lazy sections) can draw that anchor a moment
// later, and the jump is lost. Placed once by the shared frame: when the anchor is missing at
// that moment, it is brought into view as soon as it appears, unless the reader has scrolled or
// typed meanwhile, or it has not come within HASH_WAIT_MS. Renders nothing.
import { useRouter } from 'next/router'
import { useEffect } from 'react'

export const HASH_WAIT_MS = 10_000

/** The anchor named by an address, or '' (none, `#top`, or a malformed escape). */
export function anchorOf(address: string): string {
  const hash = address.split('#')[1] ?? ''
  try {
    const id = decodeURIComponent(hash)
    return id === 'top' ? '' : id
  } catch {
    return ''
  }
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

export function LateHashJump() {
  const router = useRouter()
  useEffect(() => {
    let stop = () => {}
    const watch = (address: string) => {
      stop()
      const id = anchorOf(address)
      if (!id || document.getElementById(id)) return
      const observer = new MutationObserver(() => {
        const target = document.getElementById(id)
        if (!target) return
        stop()
        target.scrollIntoView()
      })
      const giveUp = setTimeout(() => stop(), HASH_WAIT_MS)
      const onReader = () => stop()
      stop = () => {
        observer.disconnect()
        clearTimeout(giveUp)
        for (const type of READER_INPUT) window.removeEventListener(type, onReader, true)
        stop = () => {}
      }
      observer.observe(document.body, { childList: true, subtree: true })
      for (const type of READER_INPUT) window.addEventListener(type, onReader, { capture: true, passive: true })
    }
    const onNavigation = (address: unknown) => watch(typeof address === 'string' ? address : window.location.hash)
    router.events.on('routeChangeComplete', onNavigation)
    return () => {
      stop()
      router.events.off('routeChangeComplete', onNavigation)
    }
  }, [router.events])
  return null
}
