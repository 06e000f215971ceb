// The path the visitor sees, reduced to a site path: no query, no hash, no language prefix.
// Menus compare it with their hrefs; the search box reads its keyword from it.
import { VARIANT_MARK } from '@/lib/routes/variant'

// On the server (and in the ISR HTML) asPath is the rewritten path, which starts with the
// hidden variant segment (`/_v` or `/_v~theme~locale~lite~site`) instead of the prefix.
const VARIANT_SEGMENT = new RegExp(`^/${VARIANT_MARK}(~[^/]*)?(?=/|$)`)

export function sitePath(asPath: string, prefix: string): string {
  const path = asPath.split(/[?#]/, 1)[0] || '/'
  const hidden = VARIANT_SEGMENT.exec(path)
  if (hidden) return path.slice(hidden[0].length) || '/'
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`)))
    return path.slice(prefix.length) || '/'
  return path
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** `/` is active only on the home page; other links also for the pages below them. */
export function isActivePath(current: string, href: string): boolean {
  if (!href.startsWith('/')) return false
  const a = trimSlash(current)
  const b = trimSlash(href.split(/[?#]/, 1)[0] || '/')
  if (b === '/') return a === '/'
  return a === b || a.startsWith(`${b}/`)
}
