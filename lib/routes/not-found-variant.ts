// The 404 page in the visitor's theme and language. Next answers every notFound (an unknown
// post, a list page past the end…) and /404 itself with one static page, built once for the
// default variant: the proxy's variant segment never reaches it, and a themed 404 rendered per
// variant as an ordinary ISR page would answer 200 (a page cannot send a 404 status with its
// own body). So the page ships each site's chrome and each theme's settings (a site has few
// language sites and themes), and the browser picks the variant from the address it shows,
// exactly as the proxy would have (requestedVariant). Client-safe.
import { getDictionary, resolveLocale } from '@/lib/i18n'
import { keepQuery } from './links'
import { titleOf } from './title'
import type { NotFoundPageProps, ThemePageProps } from './types'
import { requestedVariant } from './variant'

/** A browser path without the site's base path (SUB_PATH). */
function withoutBasePath(pathname: string, basePath: string): string {
  if (!basePath) return pathname
  if (pathname === basePath) return '/'
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname
}

/** The props as built: the default variant (the server's render, and hydration's). */
export function defaultNotFoundProps(page: NotFoundPageProps): ThemePageProps<'Layout404'> {
  const { sites: _shipped, ...props } = page
  return props
}

/**
 * The 404 page's props for the address the visitor sees: `address` is the browser's path and
 * query (`/blog/ja/nope?theme=example`), `basePath` the site's SUB_PATH.
 */
export function notFoundPropsFor(page: NotFoundPageProps, address: string, basePath = ''): ThemePageProps<'Layout404'> {
  const { sites } = page
  const fallback = defaultNotFoundProps(page)
  const url = new URL(address, 'http://site.invalid')
  const pathname = withoutBasePath(url.pathname, basePath)
  const prefixes = Object.keys(sites).filter(Boolean)
  const { request } = requestedVariant(pathname, url.searchParams, { sites: prefixes, themes: page.chrome.themes })
  const site = sites[request.site ?? '']
  if (!site) return fallback
  const theme = page.chrome.themes.find((name) => name === request.theme) ?? site.theme
  const locale = resolveLocale({ configLang: site.lang, query: { locale: request.locale }, routerLocale: request.site })
  const chrome = site.chrome ?? page.chrome
  return {
    ...fallback,
    variant: {
      theme,
      locale,
      lite: request.lite ?? false,
      prefix: request.site ? `/${request.site}` : '',
      keep: keepQuery(request.theme, request.locale, request.lite),
    },
    chrome,
    themeConfig: site.themeConfigs[theme] ?? {},
    title: titleOf(chrome.info.title, getDictionary(locale).title.notFound),
  }
}
