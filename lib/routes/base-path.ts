// SUB_PATH's base path for what Next does not prefix itself (plain links, fetch(), images,
// absolute URLs). Client-safe and free of the validation library: the setting itself is read
// at build time by ./sub-path-setting.ts.

/** The base path this build was made with ('' at the domain root); next.config.ts inlines it. */
export const BASE_PATH: string = process.env.NEXT_PUBLIC_FOLIO_BASE_PATH ?? ''

/**
 * A site path as the browser must request it when nothing adds the base path for us: plain
 * `<a>` and `<link>` elements, `fetch()`, `location.href`. next/link and the router add it
 * themselves, so never pass their hrefs through here. External URLs are returned unchanged.
 */
export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  if (!basePath || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === '/') return basePath
  if (path.startsWith('/?') || path.startsWith('/#')) return `${basePath}${path.slice(1)}`
  return `${basePath}${path}`
}

/**
 * The site's absolute root (`https://example.com/blog`, no trailing slash) from LINK and the
 * base path; '' when LINK is empty. A LINK that already ends with the base path is kept as is.
 */
export function siteRoot(link: string, basePath: string = BASE_PATH): string {
  const base = link.trim().replace(/\/+$/, '')
  if (!base) return ''
  return basePath && !base.endsWith(basePath) ? `${base}${basePath}` : base
}

/**
 * Keys of page props whose values are image addresses a theme puts in `<img src>` as is (the
 * home widgets' `image` and `img_1`/`img_2` included).
 */
const IMAGE_KEYS = new Set(['pageCover', 'pageCoverThumbnail', 'pageIcon', 'icon', 'avatar', 'cover', 'favicon', 'image', 'img_1', 'img_2'])
/** Notion record maps and other opaque bodies are handed to their renderers untouched. */
const OPAQUE_KEYS = new Set(['body', 'notice', 'recordMap'])

/**
 * Page props with every site-path image (`/demo/images/a.svg`) under the base path, so themes
 * and shared components can render them as they are. Links are not touched: next/link adds
 * the base path to them. Returns `value` itself when there is no base path.
 */
export function imagesUnderBasePath<T>(value: T, basePath: string = BASE_PATH): T {
  if (!basePath) return value
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk)
    if (typeof v !== 'object' || v === null) return v
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(v)) {
      if (OPAQUE_KEYS.has(key)) out[key] = item
      else if (IMAGE_KEYS.has(key) && typeof item === 'string') out[key] = withBasePath(item, basePath)
      else out[key] = walk(item)
    }
    return out
  }
  return walk(value) as T
}
