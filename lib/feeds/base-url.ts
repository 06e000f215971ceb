// The absolute address every feed and sitemap URL starts with: the LINK setting when the
// owner set it, otherwise the host the request came to (validated: it is client input); then
// the SUB_PATH the site was built with (`https://example.com/blog`).
import { BASE_PATH, siteRoot } from '@/lib/routes/base-path'

export type RequestHeaders = Record<string, string | string[] | undefined>

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i
const LOCAL_HOST = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?$/i
const FALLBACK_ORIGIN = 'http://localhost'

/** The first value of a header that proxies may repeat or join with commas. */
function firstValue(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  return (raw ?? '').split(',')[0]?.trim() ?? ''
}

export function requestOrigin(headers: RequestHeaders): string {
  const host = firstValue(headers['x-forwarded-host']) || firstValue(headers.host)
  if (!HOST.test(host)) return FALLBACK_ORIGIN
  const forwarded = firstValue(headers['x-forwarded-proto']).toLowerCase()
  const proto = forwarded === 'http' || forwarded === 'https' ? forwarded : LOCAL_HOST.test(host) ? 'http' : 'https'
  return `${proto}://${host.toLowerCase()}`
}

/** `https://example.com` or `https://example.com/blog`: never a trailing slash. */
export function siteBaseUrl(link: string, headers: RequestHeaders, basePath: string = BASE_PATH): string {
  return siteRoot(link, basePath) || `${requestOrigin(headers)}${basePath}`
}

/**
 * A site-relative href on the base (kept as is when already absolute), normalised by the URL
 * parser (non-ASCII percent-encoded). null when it cannot form a URL.
 */
export function absoluteUrl(base: string, href: string): string | null {
  const joined = /^https?:\/\//i.test(href) ? href : `${base}${href.startsWith('/') ? '' : '/'}${href}`
  try {
    return new URL(joined).href
  } catch {
    return null
  }
}

/** The site's home page: `https://example.com/` at the root, `https://example.com/en` under a path. */
export function homeUrl(base: string): string {
  try {
    return new URL(base).href
  } catch {
    return `${base}/`
  }
}
