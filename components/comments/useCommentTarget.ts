// `?target=comment|giscus`: one second after the page opens, scroll to the comment section
// and drop the parameter from the address bar.
import { useEffect, useRef, type RefObject } from 'react'
import { commentTargetOf, withoutCommentTarget, type CommentTarget } from '@/lib/comments/target'

export const TARGET_SCROLL_DELAY_MS = 1000

interface NextHistoryState {
  url?: unknown
  as?: unknown
}

// Next's router keeps the URL in history.state too (`as`, and `url` before hydration) and
// reads it back on Back/Forward: clean it there as well, or the jump would come back.
function replaceUrlWithoutTarget(): void {
  const current = `${location.pathname}${location.search}${location.hash}`
  const state = (history.state ?? null) as NextHistoryState | null
  const cleaned =
    state && typeof state === 'object'
      ? {
          ...state,
          ...(typeof state.as === 'string' ? { as: withoutCommentTarget(state.as) } : {}),
          ...(typeof state.url === 'string' ? { url: withoutCommentTarget(state.url) } : {}),
        }
      : state
  history.replaceState(cleaned, '', withoutCommentTarget(current))
}

export function useCommentTarget(
  sectionRef: RefObject<HTMLElement | null>,
  onTarget: (target: CommentTarget) => void,
): void {
  const callback = useRef(onTarget)
  useEffect(() => {
    callback.current = onTarget
  })
  useEffect(() => {
    const target = commentTargetOf(location.search)
    if (!target) return
    const timer = setTimeout(() => {
      callback.current(target)
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      replaceUrlWithoutTarget()
    }, TARGET_SCROLL_DELAY_MS)
    return () => clearTimeout(timer)
  }, [sectionRef])
}
