// True while the element is in the viewport and the tab is shown: what a motion that only
// decorates needs before it spends any work. False on the server and during hydration; without
// an IntersectionObserver (very old browsers) the element counts as in view.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react'

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const tabShown = useSyncExternalStore(subscribeToVisibility, () => !document.hidden, () => false)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1]
      if (latest) setInView(latest.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return tabShown && (inView || typeof IntersectionObserver === 'undefined')
}
