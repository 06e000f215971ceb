// What the proxy does to a request, as a pure function (tested without a server): requests
// for pages get the render-variant segment in front; feeds, the sitemap, robots.txt and the
// search index go to their API routes (lib/routes/site-files.ts); assets and APIs pass through.
import { parseNotionPageIds } from '@/lib/config/notion-page-ids'
import { browserLanguageRedirect } from '@/lib/i18n/redirect'
import { PAGE_ROOTS } from './page-roots'
import { siteFileRoute } from './site-files'
import { encodeVariant, requestedVariant } from './variant'

/**
 * Next's own files, APIs, the feed folder and the feed's old address (a redirect in
 * next.config.ts). Each entry is anchored at a segment's end: `/feedback`, `/api-design` or
 * `/rss-reader` are pages. Site files the owner has in public/ are assets (below).
 */
const PASS_THROUGH = [/^\/(?:_next|api|rss)(?:\/|$)/, /^\/(?:feed|favicon\.ico)$/]
const passesThrough = (pathname: string) => PASS_THROUGH.some((pattern) => pattern.test(pathname))
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
  /** LANG, the default site's own language: its readers are never redirected. */
  siteLanguage?: string
  builtThemes: readonly string[]
  /** Told about a `?theme=` that names no built theme (the default theme is served). */
  onUnknownTheme?: (name: string) => void
  /** Headers every response carries (lib/routes/security-headers.ts). */
  headers?: Record<string, string>
  /** Whether public/ holds a file at this path (an owner's own robots.txt wins over the API). */
  hasPublicFile?: (path: string) => boolean
}

/** Set by the proxy on a visitor's first page when REDIRECT_LANG has language sites to offer. */
export const LANGUAGE_CHOSEN_COOKIE = 'folio-language-chosen'

/** `rememberLanguage`: set LANGUAGE_CHOSEN_COOKIE on the response (see languageRedirect). */
export type ProxyDecision =
  | { kind: 'pass' }
  /** `query`: parameters set on the rewritten URL (a site file's `?site=`). */
  | { kind: 'rewrite'; pathname: string; query?: Record<string, string>; rememberLanguage?: true }
  /** `search`, when present, replaces the query string ('' clears it). */
  | { kind: 'redirect'; location: string; search?: string; rememberLanguage?: true }

function languagePrefixes(raw: string): string[] {
  try {
    return raw.trim() ? Object.keys(parseNotionPageIds(raw).byLang) : []
  } catch {
    return []
  }
}

/** After any language prefix (`/en/tag/Next.js` is a page too). */
function isAsset(pathname: string, postPrefix: string, prefixes: readonly string[]): boolean {
  const segments = pathname.split('/')
  const first = (prefixes.includes(segments[1] ?? '') ? segments[2] : segments[1]) ?? ''
  return ASSET.test(pathname) && !PAGE_ROOTS.includes(first) && first !== postPrefix
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

/**
 * `/page/1` (of home, a category, a tag or a search) is the list itself: it redirects to the
 * base path here, where the query (`?s=`, `?theme=`, `?mode=`…) is still known and kept.
 */
function firstPageRedirect(rest: string, site: string | undefined): ProxyDecision | null {
  const match = /^(.*)\/page\/1\/?$/.exec(rest)
  if (!match) return null
  const base = match[1] || '/'
  return { kind: 'redirect', location: site ? `/${site}${base === '/' ? '' : base}` : base }
}

/** The browser's first (preferred) language; the rest of Accept-Language is ignored. */
function preferredLanguage(acceptLanguage: string): string | undefined {
  const first = acceptLanguage.split(',')[0]?.split(';')[0]?.trim()
  return first || undefined
}

/**
 * REDIRECT_LANG (spec §4): a visitor whose preferred browser language is served by a language
 * site, and is not the site's own language (LANG), is sent to that site's prefix. Only once:
 * the first page a visitor opens decides, and the proxy then sets LANGUAGE_CHOSEN_COOKIE
 * (`rememberLanguage`). After that every page the visitor reaches (a language switcher, a
 * link, a typed address) is their own choice and is never overridden: a reader sent to `/en`
 * can still read the default-language site. `?lang=`/`?locale=` is an explicit choice too.
 */
function languageRedirect(
  pathname: string,
  search: URLSearchParams,
  acceptLanguage: string,
  env: ProxyEnv,
  prefixes: string[],
): ProxyDecision | null {
  if (search.has('lang') || search.has('locale')) return null
  const preferred = preferredLanguage(acceptLanguage)
  const target = browserLanguageRedirect({
    enabled: true,
    browserLanguages: preferred ? [preferred] : [],
    availablePrefixes: prefixes,
    currentPath: pathname,
    siteLanguage: env.siteLanguage,
  })
  return target ? { kind: 'redirect', location: target, rememberLanguage: true } : null
}

/**
 * @param languageChosen whether the request carries LANGUAGE_CHOSEN_COOKIE (the visitor has
 *   already been placed on a language site once; REDIRECT_LANG leaves them alone).
 */
export function decideProxy(
  pathname: string,
  search: URLSearchParams,
  acceptLanguage: string,
  env: ProxyEnv,
  languageChosen = false,
): ProxyDecision {
  const postPrefix = (env.postUrlPrefix ?? 'article').split('/')[0] ?? ''
  const siteFile = siteFileRoute(pathname, env.hasPublicFile)
  if (siteFile) {
    const { pathname: api, site } = siteFile
    return site ? { kind: 'rewrite', pathname: api, query: { site } } : { kind: 'rewrite', pathname: api }
  }
  const prefixes = languagePrefixes(env.notionPageId)
  if (passesThrough(pathname) || isAsset(pathname, postPrefix, prefixes) || pathname === '/404') return { kind: 'pass' }
  const { request, rest, unknownTheme } = requestedVariant(pathname, search, { sites: prefixes, themes: env.builtThemes })
  const firstVisit = env.redirectLang && prefixes.length > 0 && !languageChosen
  if (firstVisit && !request.site) {
    const redirect = languageRedirect(pathname, search, acceptLanguage, env, prefixes)
    if (redirect) return redirect
  }
  const searchRedirect = searchTextRedirect(rest, search, request.site) ?? firstPageRedirect(rest, request.site)
  if (searchRedirect) return searchRedirect
  if (unknownTheme) env.onUnknownTheme?.(unknownTheme)
  const variant = encodeVariant(request)
  const rewrite = { kind: 'rewrite' as const, pathname: `/${variant}${rest === '/' ? '' : rest}` }
  return firstVisit ? { ...rewrite, rememberLanguage: true } : rewrite
}
