// The document title: the route's title (spec §2 "Page titles"), with two browser-only parts.
// - `?s=` is shown in front of a list page's title ("abc | 2 | Page | site"); it is not part
//   of the cached page, so it is added after hydration.
// - 'loading' while an article loads. Routes use blocking fallback, so the server never sends
//   a fallback shell (router.isFallback stays false, but is honoured); the wait a visitor sees
//   is a client-side navigation to an article, while Next fetches its data with the previous
//   page still on screen.
import { useRouter } from 'next/router'
import { usePageContext } from '@/components/site/SiteContext'
import { useRouteTarget } from '@/components/site/RouteLoading'
import { useSearchText } from '@/components/site/useSearchText'
import { BASE_PATH } from '@/lib/routes/base-path'
import { titleOf } from '@/lib/routes/title'
import { useT } from '@/lib/i18n/react'
import type { LayoutName } from '@/lib/routes/types'

/** List routes; every other first segment is an article or a page (the catch-all route). */
const LIST_ROOTS = new Set(['', 'page', 'category', 'tag', 'search', 'archive', '404', 'sign-in', 'sign-up', 'dashboard', 'auth'])

/** Whether a navigation target (as router events report it) is an article or a page. */
export function isArticleAddress(url: string, languagePrefix: string, basePath = BASE_PATH): boolean {
  let path = url.split(/[?#]/, 1)[0] ?? ''
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length)
  if (languagePrefix && (path === languagePrefix || path.startsWith(`${languagePrefix}/`))) path = path.slice(languagePrefix.length)
  return !LIST_ROOTS.has(path.split('/')[1] ?? '')
}

const SEARCH_TEXT_LAYOUTS: ReadonlySet<LayoutName> = new Set(['LayoutIndex', 'LayoutPostList', 'LayoutSearch'])

export function useDocumentTitle(): string {
  const { title, layout, variant } = usePageContext()
  const { t } = useT()
  const { isFallback } = useRouter()
  const target = useRouteTarget()
  const s = useSearchText()
  if ((isFallback && layout === 'LayoutSlug') || (target !== null && isArticleAddress(target, variant.prefix))) {
    return t.title.loading
  }
  return s && SEARCH_TEXT_LAYOUTS.has(layout) && !title.startsWith(`${s} | `) ? titleOf(s, title) : title
}
