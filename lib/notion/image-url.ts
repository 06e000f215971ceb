// Image and file URLs as the browser should fetch them (spec §7, §9). Notion-hosted files are
// signed S3 URLs that expire in about an hour: the data layer links them to Folio's own route
// (file-links.ts, issue 34) before any page holds them, so what reaches these mappers is that
// route's paths, the site's files and external addresses. A Notion-hosted address that still
// arrives here (data made by hand) goes through Notion's own routes with the block id: /image/
// for images, /signed/ for other files. Nothing here touches the DOM: the renderer and the data
// layer share it.
import { isScriptUrl, withoutScriptUrl } from './script-urls'

/** Spec §9 sizes: compression 1080 (800 as the small alternate), zoom 1920 (1200), quality 80. */
export const IMAGE_DEFAULTS = {
  compressWidth: 1080,
  alternateWidth: 800,
  thumbnailWidth: 800,
  zoomWidth: 1920,
  alternateZoomWidth: 1200,
  quality: 80,
} as const

/** Spec §9 lazy loading: start loading 200 px before an image scrolls in, at 10 % visible. */
export const LAZY_LOAD = { rootMargin: '200px', threshold: 0.1 } as const

export interface ImageUrlOptions {
  /** e.g. `https://www.notion.so`; a stub or reverse proxy can stand in. */
  notionHost: string
  /** `block` for blocks and pages, `collection` for database covers. */
  table?: 'block' | 'collection'
  /** Compression width; omitted means the original size. */
  width?: number
  /** Width of thumbnails (post cards); the site index maps covers at both widths. */
  thumbnailWidth?: number
  quality?: number
}

const NOTION_FILE_HOSTS = [
  /^prod-files-secure\.s3[.-]/,
  /(^|\.)notion-static\.com$/,
  /^file\.notion\.so$/,
  /^img\.notionusercontent\.com$/,
]

// Origins that host Notion's files although they are not Notion's (the public API's stand-in
// serves its uploads on its own origin): set from NOTION_PUBLIC_API_URL by the data layer.
let configuredFileOrigins: readonly string[] = []

/** The configured public API base's origin counts as Notion's file host (lib/data/settings.ts). */
export function setNotionFileOrigins(origins: readonly string[]): void {
  configuredFileOrigins = origins
}

export function isNotionHosted(url: URL): boolean {
  if (url.protocol === 'attachment:') return true
  if (configuredFileOrigins.includes(url.origin)) return true
  if (NOTION_FILE_HOSTS.some((re) => re.test(url.hostname))) return true
  // Older uploads: https://s3-us-west-2.amazonaws.com/secure.notion-static.com/…
  return url.hostname.endsWith('amazonaws.com') && url.pathname.startsWith('/secure.notion-static.com/')
}

function isStockPhoto(url: URL): boolean {
  return url.hostname === 'images.unsplash.com'
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw)
  } catch {
    console.warn(`[image] invalid image URL left unchanged: ${raw}`)
    return undefined
  }
}

function canParse(raw: string): boolean {
  try {
    new URL(raw)
    return true
  } catch {
    return false
  }
}

/** True for values that are not URLs at all: emoji icons, inline data. */
function isInline(raw: string): boolean {
  return raw.startsWith('data:') || raw.startsWith('blob:') || /^\p{Extended_Pictographic}/u.test(raw)
}

/** Where Notion's own static assets live when written as absolute URLs. */
export const NOTION_ASSET_ORIGIN = 'https://www.notion.so'

const isNotionAsset = (path: string) => path.startsWith('/images/') || path.startsWith('/icons/')

export { iconInMode } from './icon-mode'

export function mapImageUrl(raw: string | undefined, blockId: string, options: ImageUrlOptions): string {
  if (!raw) return ''
  if (isScriptUrl(raw)) return withoutScriptUrl(raw, `image of ${blockId}`)
  if (isInline(raw)) return raw
  // Notion's own static assets (default covers, built-in page icons) are relative to its host.
  if (isNotionAsset(raw)) return `${options.notionHost}${raw}`
  if (raw.startsWith('/')) return raw
  const url = parseUrl(raw)
  if (!url) return raw
  if (url.origin === NOTION_ASSET_ORIGIN && isNotionAsset(url.pathname)) return `${options.notionHost}${url.pathname}${url.search}`
  if (isNotionHosted(url)) {
    const proxied = new URL(`${options.notionHost}/image/${encodeURIComponent(raw)}`)
    proxied.searchParams.set('table', options.table ?? 'block')
    proxied.searchParams.set('id', blockId)
    if (options.width) {
      // cache=v2 asks the proxy for its resized, cached copy: only meaningful with a width.
      proxied.searchParams.set('width', String(options.width))
      proxied.searchParams.set('cache', 'v2')
    }
    proxied.searchParams.set('t', blockId)
    return proxied.toString()
  }
  if (isStockPhoto(url)) {
    url.searchParams.set('q', String(options.quality ?? IMAGE_DEFAULTS.quality))
    if (options.width) {
      url.searchParams.set('w', String(options.width))
      url.searchParams.set('width', String(options.width))
    }
    url.searchParams.set('fmt', 'webp')
    url.searchParams.set('fm', 'webp')
    url.searchParams.set('t', blockId)
    return url.toString()
  }
  return raw
}

/** Whether the host resizes on request (so widths, srcset and a zoom source mean something). */
export function isResizable(raw: string | undefined): boolean {
  if (!raw || isInline(raw) || raw.startsWith('/')) return false
  if (!canParse(raw)) return false
  const url = new URL(raw)
  return isNotionHosted(url) || isStockPhoto(url)
}

/**
 * Non-image files (file, pdf, video, audio blocks): Notion-hosted ones through Notion's
 * re-signing route, so a cached page never holds an expired signature. Others unchanged.
 */
export function mapFileUrl(raw: string | undefined, blockId: string, notionHost: string): string {
  if (!raw) return ''
  if (isScriptUrl(raw)) return withoutScriptUrl(raw, `file of ${blockId}`)
  if (raw.startsWith('/') || isInline(raw) || !canParse(raw)) return raw
  if (!isNotionHosted(new URL(raw))) return raw
  return `${notionHost}/signed/${encodeURIComponent(raw)}?table=block&id=${encodeURIComponent(blockId)}`
}

/** Spec §9: the margin around a zoomed image, by window width. */
export function zoomMargin(windowWidth: number): number {
  if (windowWidth < 500) return 8
  if (windowWidth < 800) return 20
  if (windowWidth < 1280) return 30
  if (windowWidth < 1600) return 40
  if (windowWidth < 1920) return 48
  return 72
}

/** The width to ask for when zooming: the configured one, or 1200 on screens that small. */
export function zoomWidth(screenPixels: number, configured: number): number {
  return screenPixels <= IMAGE_DEFAULTS.alternateZoomWidth ? Math.min(configured, IMAGE_DEFAULTS.alternateZoomWidth) : configured
}
