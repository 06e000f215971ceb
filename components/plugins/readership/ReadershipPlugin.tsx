// Counts every page view with Folio's own counter, whether or not the theme shows the figures:
// after the page is shown and interactive, once per page load and per navigation to another
// path, and not while a lock screen holds the view (it is sent once the post is unlocked).
import { useRouter } from 'next/router'
import { useSyncExternalStore } from 'react'
import { useAfterInteractive } from '../useAfterInteractive'
import { isViewHeld, subscribeViewHold } from './view-hold'
import { countView, visitedPath } from './visit'

export function ReadershipPlugin() {
  const { asPath, basePath } = useRouter()
  const path = visitedPath(asPath, basePath)
  const held = useSyncExternalStore(subscribeViewHold, isViewHeld, () => true)
  // Again when the hold ends: the view goes then (countView keeps it back while held).
  useAfterInteractive(() => countView(path, basePath), [path, basePath, held])
  return null
}
