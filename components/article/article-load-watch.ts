// The spec's wait-then-redirect for an article that fails to load in the browser: when a
// client-side navigation fails (Next then shows its error page, without our layouts), wait the
// configured seconds (POST_WAITING_TIME_FOR_404) and go to /404, unless an article element has
// appeared meanwhile. The listener lives as long as the tab, not as long as a component: the
// error page that replaces our layouts must not take it away.
import type { NextRouter } from 'next/router'

export const ARTICLE_SELECTOR = '#article-wrapper'

export type WatchedRouter = Pick<NextRouter, 'events' | 'replace'>

export interface WatchSettings {
  seconds: number
  /** Where to go: /404 with the visitor's language prefix and kept query. */
  notFoundHref: string
}

interface Watch {
  router: WatchedRouter
  settings: WatchSettings
}

let watch: Watch | null = null
let pending: ReturnType<typeof setTimeout> | undefined

function cancelPending(): void {
  clearTimeout(pending)
  pending = undefined
}

const isCancellation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { cancelled?: unknown }).cancelled === true

function onRouteError(error: unknown): void {
  // A navigation cancelled by a newer one is not a failure.
  if (!watch || isCancellation(error)) return
  const { seconds, notFoundHref } = watch.settings
  if (!(seconds >= 0)) return
  const { router } = watch
  cancelPending()
  pending = setTimeout(() => {
    pending = undefined
    if (document.querySelector(ARTICLE_SELECTOR)) return
    void router.replace(notFoundHref)
  }, seconds * 1000)
}

/** Starts watching (once per router); later calls only update the settings. */
export function watchArticleLoads(router: WatchedRouter, settings: WatchSettings): void {
  if (watch?.router !== router) {
    stopWatchingArticleLoads()
    router.events.on('routeChangeStart', cancelPending)
    router.events.on('routeChangeError', onRouteError)
  }
  watch = { router, settings }
}

/** Tests only: removes the listeners and any pending redirect. */
export function stopWatchingArticleLoads(): void {
  cancelPending()
  watch?.router.events.off('routeChangeStart', cancelPending)
  watch?.router.events.off('routeChangeError', onRouteError)
  watch = null
}
