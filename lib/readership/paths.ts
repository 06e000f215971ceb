// A page's address as the counter keeps it: what the browser's location shows, without the
// query, the fragment, the base path (SUB_PATH) or a trailing slash, percent-escapes decoded
// so that `/article/%E4%BD%A0` and `/article/你` are one page. Every search result page is
// `/search`: a keyword is whatever a visitor types, and must not become a row of its own.
import { BASE_PATH } from '@/lib/routes/base-path'
import { safeDecode } from '@/lib/site/safe-decode'

/** The longest address accepted (a view body is at most a few hundred bytes). */
export const MAX_PATH_LENGTH = 400

export interface PagePath {
  /** The language site's prefix (`en`), undefined for the default site. */
  site?: string
  /** The path within that site (`/article/x`, `/` for its home). */
  rest: string
  /** What is counted: the prefix and the path (`/en/article/x`, `/en`, `/`). */
  key: string
}

// Control characters: no page has them, a log line should not.
const CONTROL = /[\u0000-\u001f\u007f]/

/** Percent-escapes decoded segment by segment, trailing slashes dropped. */
export function decodedPath(path: string): string {
  const segments = path.split('/').slice(1).map(safeDecode)
  while (segments.length > 0 && segments.at(-1) === '') segments.pop()
  return `/${segments.join('/')}`
}

function withoutBasePath(path: string, basePath: string): string | null {
  if (!basePath) return path
  if (path === basePath) return '/'
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : null
}

export function readPagePath(raw: unknown, prefixes: readonly string[], basePath: string = BASE_PATH): PagePath | null {
  if (typeof raw !== 'string' || raw.length > MAX_PATH_LENGTH) return null
  const address = raw.split(/[?#]/, 1)[0] ?? ''
  if (!address.startsWith('/') || address.startsWith('//')) return null
  const local = withoutBasePath(address, basePath)
  if (local === null) return null
  const path = decodedPath(local)
  if (CONTROL.test(path)) return null
  const first = path.split('/')[1] ?? ''
  const site = prefixes.includes(first) ? first : undefined
  let rest = site ? path.slice(first.length + 1) || '/' : path
  if (rest === '/search' || rest.startsWith('/search/')) rest = '/search'
  const key = site ? `/${site}${rest === '/' ? '' : rest}` : rest
  return site ? { site, rest, key } : { rest, key }
}
