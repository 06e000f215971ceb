// What counts as content breaking out of a page: script elements, event-handler attributes,
// URLs that run (javascript:, vbscript:, HTML or SVG data), inline frame documents, plugins.

/** Raster data images are inert; everything else under `data:` may carry script. */
const INERT_DATA = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon)[;,]/

export function unsafeUrl(value: string): boolean {
  // Browsers ignore whitespace and control characters inside the scheme.
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200d\ufeff]/g, '').toLowerCase()
  if (/^(javascript|vbscript):/.test(url)) return true
  return url.startsWith('data:') && !INERT_DATA.test(url)
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'srcset']

function urlsOf(name: string, value: string): string[] {
  if (name !== 'srcset') return [value]
  return value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
}

/** One line per finding; empty when the document is clean. */
export function unsafeInDocument(doc: Document): string[] {
  const found: string[] = []
  for (const el of doc.querySelectorAll('script')) found.push(`<script> ${el.outerHTML.slice(0, 120)}`)
  for (const el of doc.querySelectorAll('iframe[srcdoc], object, embed, frame, frameset, base'))
    found.push(`<${el.tagName.toLowerCase()}> ${el.outerHTML.slice(0, 120)}`)
  for (const el of doc.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) found.push(`${el.tagName.toLowerCase()}[${name}]=${attr.value.slice(0, 80)}`)
      else if (URL_ATTRIBUTES.includes(name) && urlsOf(name, attr.value).some(unsafeUrl))
        found.push(`${el.tagName.toLowerCase()}[${name}]=${attr.value.slice(0, 80)}`)
    }
  }
  return found
}

const HREF_LIKE_KEY = /href|src|url|link|icon|cover|image|avatar|banner|poster|thumbnail|favicon|slug/i

/** Every string under an href-like key in a JSON-like value, as [path, value]. */
export function hrefLikeValues(value: unknown, at = '$', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => hrefLikeValues(v, `${at}[${i}]`, out))
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && HREF_LIKE_KEY.test(key)) out.push([`${at}.${key}`, v])
      else hrefLikeValues(v, `${at}.${key}`, out)
    }
  }
  return out
}
