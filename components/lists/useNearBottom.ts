// Calls `onNear` when the bottom of an element comes within TRIGGER_MARGIN_PX of the bottom
// of the window while scrolling, checking at most every SCROLL_THROTTLE_MS (spec: 500 ms,
// 100 px), and once more after the last scroll event. When `loaded` changes (a page came in),
// it looks again without waiting for a scroll: on a tall screen the end may still be in view.
import { useEffect, useRef, type RefObject } from 'react'
import { throttle } from '@/components/toc/throttle'

export const SCROLL_THROTTLE_MS = 500
export const TRIGGER_MARGIN_PX = 100

export function isNearBottom(
  element: Element,
  viewportHeight: number,
  margin = TRIGGER_MARGIN_PX,
): boolean {
  return element.getBoundingClientRect().bottom <= viewportHeight + margin
}

export function useNearBottom(
  target: RefObject<Element | null>,
  onNear: () => void,
  enabled: boolean,
  loaded?: unknown,
): void {
  const latest = useRef(onNear)
  const seenLoaded = useRef(loaded)
  useEffect(() => {
    latest.current = onNear
  })
  useEffect(() => {
    // Not on the first render: the first page waits for the visitor to scroll, as before.
    if (Object.is(seenLoaded.current, loaded)) return
    seenLoaded.current = loaded
    const element = target.current
    if (enabled && element && isNearBottom(element, window.innerHeight)) latest.current()
  }, [target, enabled, loaded])
  useEffect(() => {
    if (!enabled) return
    const check = throttle(() => {
      const element = target.current
      if (element && isNearBottom(element, window.innerHeight)) latest.current()
    }, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      window.removeEventListener('scroll', check)
      check.cancel()
    }
  }, [target, enabled])
}
