// Image URLs as the browser should fetch them. Notion-hosted files are signed S3 URLs that
// expire in about an hour, so they always go through Notion's image proxy with the block id.

export interface ImageUrlOptions {
  /** e.g. `https://www.notion.so`; a stub or reverse proxy can stand in. */
  notionHost: string
  /** `block` for blocks and pages, `collection` for database covers. */
  table?: 'block' | 'collection'
  /** Compression width; omitted means the original size. */
  width?: number
  quality?: number
}

const NOTION_FILE_HOSTS = [
  /^prod-files-secure\.s3[.-]/,
  /(^|\.)notion-static\.com$/,
  /^file\.notion\.so$/,
  /^img\.notionusercontent\.com$/,
]

function isNotionHosted(url: URL): boolean {
  if (url.protocol === 'attachment:') return true
  if (NOTION_FILE_HOSTS.some((re) => re.test(url.hostname))) return true
  // Older uploads: https://s3-us-west-2.amazonaws.com/secure.notion-static.com/…
  return url.hostname.endsWith('amazonaws.com') && url.pathname.startsWith('/secure.notion-static.com/')
}

function isStockPhoto(url: URL): boolean {
  return url.hostname === 'images.unsplash.com'
}

export function mapImageUrl(
  raw: string | undefined,
  blockId: string,
  options: ImageUrlOptions,
): string {
  if (!raw) return ''
  if (raw.startsWith('data:') || /^\p{Extended_Pictographic}/u.test(raw)) return raw
  // Notion's own static assets (default covers) are relative to its host.
  if (raw.startsWith('/images/')) return `${options.notionHost}${raw}`
  if (raw.startsWith('/')) return raw
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    console.warn(`[image] invalid image URL left unchanged: ${raw}`)
    return raw
  }
  if (isNotionHosted(url)) {
    const proxied = new URL(`${options.notionHost}/image/${encodeURIComponent(raw)}`)
    proxied.searchParams.set('table', options.table ?? 'block')
    proxied.searchParams.set('id', blockId)
    proxied.searchParams.set('cache', 'v2')
    if (options.width) proxied.searchParams.set('width', String(options.width))
    proxied.searchParams.set('t', blockId)
    return proxied.toString()
  }
  if (isStockPhoto(url)) {
    url.searchParams.set('q', String(options.quality ?? 80))
    if (options.width) url.searchParams.set('width', String(options.width))
    url.searchParams.set('fmt', 'webp')
    url.searchParams.set('fm', 'webp')
    return url.toString()
  }
  return raw
}
