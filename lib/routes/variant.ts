// Render variants. ISR pages cannot read the query string, so the proxy folds the visitor's
// switches (?theme=, ?lang=/?locale=, ?lite=, a language prefix) into a hidden first path
// segment, and each variant is rendered and cached on the server like any other page.
// Runs in the proxy too: keep it free of Node and React imports.
import { normaliseLocale } from '@/lib/i18n/locale'

export interface VariantRequest {
  theme?: string
  locale?: string
  lite?: boolean
  /** Workspace language prefix without slash, e.g. `en`. */
  site?: string
}

export const VARIANT_MARK = '_v'
export const DEFAULT_VARIANT = VARIANT_MARK

const SAFE = /^[A-Za-z0-9-]{1,20}$/

function part(value: string | undefined): string {
  return value && SAFE.test(value) ? value : '_'
}

export function encodeVariant(v: VariantRequest): string {
  if (!v.theme && !v.locale && !v.lite && !v.site) return DEFAULT_VARIANT
  return [VARIANT_MARK, part(v.theme), part(v.locale), v.lite ? '1' : '0', part(v.site)].join('~')
}

/** Parses a segment; anything malformed is null (the route answers 404). */
export function decodeVariant(segment: string | undefined): VariantRequest | null {
  if (segment === DEFAULT_VARIANT) return {}
  const parts = segment?.split('~') ?? []
  if (parts.length !== 5 || parts[0] !== VARIANT_MARK) return null
  const [, theme, locale, lite, site] = parts
  if (![theme, locale, site].every((p) => p === '_' || SAFE.test(p ?? ''))) return null
  if (lite !== '0' && lite !== '1') return null
  const pick = (p: string | undefined) => (p && p !== '_' ? p : undefined)
  return { theme: pick(theme), locale: pick(locale), lite: lite === '1', site: pick(site) }
}

export interface RequestedVariant {
  request: VariantRequest
  /** The path without the language prefix ('/' for a site's home). */
  rest: string
  /** A `?theme=` naming no built theme (the default theme is served). */
  unknownTheme?: string
}

/**
 * What a visible URL asks for: a language site by its first segment, `?theme=` (built themes
 * only), `?lang=`/`?locale=` (valid languages only) and `?lite=true`. The proxy encodes it into
 * the variant segment; the 404 page, which the proxy cannot reach, reads it in the browser.
 */
export function requestedVariant(
  pathname: string,
  search: URLSearchParams,
  o: { sites: readonly string[]; themes: readonly string[] },
): RequestedVariant {
  const first = pathname.split('/')[1] ?? ''
  const site = o.sites.includes(first) ? first : undefined
  const rest = site ? pathname.slice(site.length + 1) || '/' : pathname
  const themeParam = search.get('theme') || undefined
  const theme = themeParam && o.themes.includes(themeParam) ? themeParam : undefined
  // The first valid one of ?locale= and ?lang= (an empty or junk locale does not hide a good lang).
  const locale = normaliseLocale(search.get('locale')) ?? normaliseLocale(search.get('lang')) ?? undefined
  const lite = search.get('lite') === 'true'
  const request: VariantRequest = { theme, locale, lite, site }
  return themeParam && !theme ? { request, rest, unknownTheme: themeParam } : { request, rest }
}
