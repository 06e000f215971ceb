// Decided in the browser only. The server (and every cached page) cannot know who will read
// its HTML, so it answers "bot": crawlers get no comment section in the HTML, and people get
// it right after hydration (useSyncExternalStore renders the server answer while hydrating,
// then the browser's, so there is no hydration mismatch).
import { useSyncExternalStore } from 'react'
import { isSearchBot } from '@/lib/comments/visibility'

const neverChanges = () => () => {}

export function useIsSearchBot(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => isSearchBot(navigator.userAgent),
    () => true,
  )
}
