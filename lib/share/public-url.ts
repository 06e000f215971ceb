// The address a reader shares or copies for a page: the same URL the page's canonical link
// names (LINK, SUB_PATH, the language prefix), and without LINK the address the visitor used.
import { BASE_PATH } from '@/lib/routes/base-path'
import { isExternalHref } from '@/lib/routes/links'
import { pageUrl } from '@/lib/routes/seo'

export interface PublicUrlContext {
  /** LINK: the site's public origin, '' when not configured. */
  link: string
  /** Language prefix (`/en`), '' on the default site. */
  prefix: string
  /** window.location.origin in the browser; '' on the server. */
  origin: string
  basePath?: string
}

export function publicPageUrl(href: string, { link, prefix, origin, basePath = BASE_PATH }: PublicUrlContext): string {
  if (isExternalHref(href)) return href
  const url = pageUrl(link, prefix, href, basePath)
  // Without LINK pageUrl is site-relative (base path included): the origin completes it.
  return url.startsWith('/') && origin ? `${origin.replace(/\/+$/, '')}${url}` : url
}
