// What the proxy does to a request, as a pure function (tested without a server): requests
// for pages get the render-variant segment in front; assets, APIs and feeds pass through.
import { parseNotionPageIds } from '@/lib/config/notion-page-ids'
import { browserLanguageRedirect } from '@/lib/i18n/redirect'
import { normaliseLocale } from '@/lib/i18n/locale'
import { encodeVariant } from './variant'

const PASS_THROUGH = /^\/(?:_next|api|rss|feed|sitemap\.xml|robots\.txt|search-index|favicon)/
/**
 * A last segment with a file extension is a public asset (images, styles, scripts, fonts,
 * media, documents, feeds…), unless it is under a page root or the post prefix.
 */
const ASSET =
  /\/[^/]+\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|css|js|mjs|map|json|xml|txt|webmanifest|html?|woff2?|ttf|otf|eot|mp4|m4v|webm|ogv|mov|mp3|m4a|ogg|oga|wav|flac|aac|pdf|zip|csv|epub)$/i

export interface ProxyEnv {
  notionPageId: string
  /** POST_URL_PREFIX; its first segment is a page root. */
  postUrlPrefix?: string
  redirectLang: boolean
  builtThemes: readonly string[]
  /** Told about a `?theme=` that names no built theme (the default theme is served). */
  onUnknownTheme?: (name: string) => void
}

export type ProxyDecision =
  | { kind: 'pass' }
  | { kind: 'rewrite'; pathname: string }
  /** `search`, when present, replaces the query string ('' clears it). */
  | { kind: 'redirect'; location: string; search?: string }

function languagePrefixes(raw: string): string[] {
  try {
    return raw.trim() ? Object.keys(parseNotionPageIds(raw).byLang) : []
  } catch {
    return []
  }
}

/** Paths under these are always pages, even with a dot in a name (`/tag/Next.js`). */
const PAGE_ROOTS = new Set(['tag', 'category', 'search', 'page', 'archive'])

function isAsset(pathname: string, postPrefix: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return ASSET.test(pathname) && !PAGE_ROOTS.has(first) && first !== postPrefix
}

/**
 * `/search?s=kw` is the search page's own form of a keyword: it goes to `/search/kw`, whose
 * title and results the server renders (ISR pages cannot read the query). Other parameters stay.
 */
function searchTextRedirect(path: string, search: URLSearchParams, site: string | undefined): ProxyDecision | null {
  const text = search.get('s')?.trim()
  if (!text || path.replace(/\/+$/, '') !== '/search') return null
  const kept = new URLSearchParams(search)
  kept.delete('s')
  const query = kept.toString()
  return {
    kind: 'redirect',
    location: `${site ? `/${site}` : ''}/search/${encodeURIComponent(text)}`,
    search: query ? `?${query}` : '',
  }
}

export function decideProxy(
  pathname: string,
  search: URLSearchParams,
  acceptLanguage: string,
  env: ProxyEnv,
): ProxyDecision {
  const postPrefix = (env.postUrlPrefix ?? 'article').split('/')[0] ?? ''
  if (PASS_THROUGH.test(pathname) || isAsset(pathname, postPrefix) || pathname === '/404') return { kind: 'pass' }
  const prefixes = languagePrefixes(env.notionPageId)
  const first = pathname.split('/')[1] ?? ''
  const site = prefixes.includes(first) ? first : undefined
  if (!site && prefixes.length > 0) {
    const browserLanguages = acceptLanguage.split(',').map((l) => l.split(';')[0]?.trim() ?? '').filter(Boolean)
    const target = browserLanguageRedirect({ enabled: env.redirectLang, browserLanguages, availablePrefixes: prefixes, currentPath: pathname })
    if (target) return { kind: 'redirect', location: target }
  }
  const rest = site ? pathname.slice(site.length + 1) || '/' : pathname
  const searchRedirect = searchTextRedirect(rest, search, site)
  if (searchRedirect) return searchRedirect
  const themeParam = search.get('theme') ?? undefined
  const theme = themeParam && env.builtThemes.includes(themeParam) ? themeParam : undefined
  if (themeParam && !theme) env.onUnknownTheme?.(themeParam)
  const locale = normaliseLocale(search.get('locale') ?? search.get('lang')) ?? undefined
  const lite = search.get('lite') === 'true'
  const variant = encodeVariant({ theme, locale, lite, site })
  return { kind: 'rewrite', pathname: `/${variant}${rest === '/' ? '' : rest}` }
}
