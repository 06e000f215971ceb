// The id of the heading being read, updated on scroll (throttled to 200 ms, per spec).
import { useEffect, useState } from 'react'
import { headingElement, pickActiveHeading, type HeadingPosition } from './active-heading'
import { throttle } from './throttle'

export const ACTIVE_HEADING_THROTTLE_MS = 200

export function useActiveHeading(ids: string[], readingLine = 100): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(',')
  useEffect(() => {
    const list = key ? key.split(',') : []
    const measure = () => {
      const headings: HeadingPosition[] = []
      for (const id of list) {
        const el = headingElement(id)
        if (el) headings.push({ id, top: el.getBoundingClientRect().top })
      }
      const root = document.documentElement
      // Only a page that has been scrolled can be "at the bottom" (a short page never scrolls).
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2
      setActive(pickActiveHeading(headings, { line: readingLine, viewportHeight: window.innerHeight, atBottom }))
    }
    const onScroll = throttle(measure, ACTIVE_HEADING_THROTTLE_MS)
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [key, readingLine])
  return active
}
