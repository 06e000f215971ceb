// URLs from the workspace that would run as the site if a page linked, loaded or framed them:
// javascript:/vbscript:, and data: other than raster images (HTML, SVG with script). They are
// dropped where Notion's data is read, with a warning naming where, so no theme has to care.
// A body's URLs meet the stricter rule of isShownUrl: only the schemes a page may show.

/** Raster data images are inert; everything else under `data:` may carry script. */
const INERT_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon)[;,]/

/** Browsers skip whitespace and control characters inside a scheme (`java\tscript:`). */
const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '').toLowerCase()

export function isScriptUrl(value: string): boolean {
  const url = compact(value)
  if (/^(javascript|vbscript):/.test(url)) return true
  return url.startsWith('data:') && !INERT_DATA.test(url)
}

const SHOWN_SCHEMES = ['http', 'https', 'mailto', 'tel']
/** Notion's own uploads: mapped to its file and image proxies (image-url.ts) before markup. */
const FILE_SCHEMES = [...SHOWN_SCHEMES, 'attachment']

/**
 * Whether a URL from a body may reach the page's markup: http, https, mailto, tel, or no scheme
 * at all (site paths, fragments, relative links; emoji and icon names). A `file` (an image,
 * icon, cover or file source) may also be an `attachment:`, which never reaches markup as is.
 */
export function isShownUrl(value: string, kind: 'link' | 'file' = 'link'): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact(value))?.[1]
  return scheme === undefined || (kind === 'file' ? FILE_SCHEMES : SHOWN_SCHEMES).includes(scheme)
}

const preview = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)

export function warnDropped(where: string, value: string): void {
  const what = isScriptUrl(value) ? 'a URL that could run script' : 'a URL of a scheme a page does not show'
  console.warn(`[content] ${where}: dropped ${what}: ${preview(value)}`)
}

/** The value, or '' (with a warning) when it is a script URL. */
export function withoutScriptUrl(value: string, where: string): string {
  if (!isScriptUrl(value)) return value
  warnDropped(where, value)
  return ''
}

/** A JSON value with every script-URL string removed (objects lose the key, arrays the item). */
export function scrubScriptUrls(value: unknown, where: string): unknown {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) {
    const kept = value.filter((v) => typeof v !== 'string' || !isScriptUrl(v))
    for (const v of value) if (typeof v === 'string' && isScriptUrl(v)) warnDropped(where, v)
    return kept.map((v) => scrubScriptUrls(v, where))
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && isScriptUrl(v)) warnDropped(`${where} ${key}`, v)
      else out[key] = scrubScriptUrls(v, where)
    }
    return out
  }
  return value
}

/** The value, or '' (with a warning) when a body may not carry it into a page (isShownUrl). */
export function shownUrlOrNothing(value: string, where: string, kind: 'link' | 'file' = 'link'): string {
  if (isShownUrl(value, kind)) return value
  warnDropped(where, value)
  return ''
}

/** JSON text (ext, INLINE_CONFIG) without script URLs; text that is not JSON is left as it is. */
export function scrubJsonText(text: string, where: string): string {
  if (!text.includes(':')) return text
  try {
    const parsed: unknown = JSON.parse(text)
    const scrubbed = JSON.stringify(scrubScriptUrls(parsed, where))
    return scrubbed === JSON.stringify(parsed) ? text : scrubbed
  } catch {
    return text
  }
}
