// The pure parts of on-demand revalidation: the secret check, the requested paths, and the
// page path behind each visitor path (ISR caches pages under the hidden variant segment).
import { createHash, timingSafeEqual } from 'node:crypto'
import { decodeVariant, DEFAULT_VARIANT, encodeVariant } from '@/lib/routes/variant'

export const DEFAULT_REVALIDATE_PATHS = ['/', '/archive']
/** More than this in one call is almost surely a mistake; the rest are reported as failed. */
export const MAX_REVALIDATE_PATHS = 50

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Constant time whatever the lengths: both sides are hashed to equal-length digests first. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (!expected || typeof given !== 'string' || !given) return false
  return timingSafeEqual(digest(given), digest(expected))
}

function listOf(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.split(',')
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
  return undefined
}

function bodyObject(body: unknown): Record<string, unknown> | undefined {
  if (typeof body === 'string') {
    try {
      return bodyObject(JSON.parse(body))
    } catch {
      return undefined
    }
  }
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined
}

/** `paths` from the JSON body, else from the query (array or comma list), else the defaults. */
export function requestedPaths(body: unknown, query: Record<string, unknown>): string[] {
  const raw = listOf(bodyObject(body)?.paths) ?? listOf(query.paths) ?? DEFAULT_REVALIDATE_PATHS
  const paths = [...new Set(raw.map((p) => p.trim()).filter(Boolean))]
  return paths.length ? paths : DEFAULT_REVALIDATE_PATHS
}

/**
 * `/archive` → `/_v/archive`, `/` → `/_v`, `/en/tag/x` → the `en` language site's variant.
 * A path that already starts with a variant segment is kept (to refresh e.g. a ?theme= render).
 * null for anything that is not a plain site path.
 */
export function variantPath(path: string, languagePrefixes: readonly string[]): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || /[?#\\\u0000-\u001F]/.test(path)) return null
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null
  let pathname: string
  try {
    pathname = new URL(path, 'http://site.invalid').pathname.replace(/\/+$/, '') || '/'
  } catch {
    return null
  }
  const [first = '', ...rest] = pathname.slice(1).split('/')
  if (decodeVariant(first)) return pathname
  if (languagePrefixes.includes(first)) {
    return `/${encodeVariant({ site: first })}${rest.length ? `/${rest.join('/')}` : ''}`
  }
  return pathname === '/' ? `/${DEFAULT_VARIANT}` : `/${DEFAULT_VARIANT}${pathname}`
}
