// Parts of a page that keep its view from being counted while they show: a locked post's lock
// screen (components/lock/ArticleContent.tsx holds until the post is unlocked). The view
// beacon waits while anything holds, and sends once the last hold is released.
import { useEffect } from 'react'

let holds = 0
const listeners = new Set<() => void>()

function changed(): void {
  for (const listener of listeners) listener()
}

/** Holds the page's view; call the returned function to release it (once). */
export function holdView(): () => void {
  holds += 1
  changed()
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
    changed()
  }
}

export function isViewHeld(): boolean {
  return holds > 0
}

export function subscribeViewHold(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Holds the page's view while `active`. */
export function useViewHold(active: boolean): void {
  useEffect(() => (active ? holdView() : undefined), [active])
}
