// URLs from the workspace that would run as the site if a page linked, loaded or framed them:
// javascript:/vbscript:, and data: other than raster images (HTML, SVG with script). They are
// dropped where Notion's data is read, with a warning naming where, so no theme has to care.

/** Raster data images are inert; everything else under `data:` may carry script. */
const INERT_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon)[;,]/

export function isScriptUrl(value: string): boolean {
  // Browsers skip whitespace and control characters inside a scheme (`java\tscript:`).
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '').toLowerCase()
  if (/^(javascript|vbscript):/.test(url)) return true
  return url.startsWith('data:') && !INERT_DATA.test(url)
}

const preview = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)

export function warnDropped(where: string, value: string): void {
  console.warn(`[content] ${where}: dropped a URL that could run script: ${preview(value)}`)
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
