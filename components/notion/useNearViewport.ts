// True once the element comes within the lazy-loading distance of the viewport (spec §9:
// 200 px, 10 % visible), and from then on.
import { useEffect, useState, type RefObject } from 'react'
import { LAZY_LOAD } from '@/lib/notion/image-url'

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (very old browsers): load at once.
      const timer = setTimeout(() => setNear(true))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: LAZY_LOAD.rootMargin, threshold: LAZY_LOAD.threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
