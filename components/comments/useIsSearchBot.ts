// Decided in the browser only: the server (and every cached page) renders for people.
import { useSyncExternalStore } from 'react'
import { isSearchBot } from '@/lib/comments/visibility'

const neverChanges = () => () => {}

export function useIsSearchBot(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => isSearchBot(navigator.userAgent),
    () => false,
  )
}
