// getPage asks Notion to sign every Notion-hosted file URL it finds in a block's format and
// properties; the answer lands in `signed_urls` under the URL (and under the block id for the
// block's main file). The builder fakes the signature deterministically.
import { getNotionFileUrl } from 'notion-utils'

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

function collectFileUrls(value: unknown, urls: Set<string>): void {
  if (typeof value === 'string') {
    // Only strings with a URL scheme can be file URLs; skipping the rest avoids a costly
    // failed `new URL()` per string on large workspaces.
    if (!HAS_SCHEME.test(value)) return
    const url = getNotionFileUrl(value)
    if (url) urls.add(url)
  } else if (Array.isArray(value)) {
    for (const item of value) collectFileUrls(item, urls)
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectFileUrls(item, urls)
  }
}

function fakeSignature(url: string): string {
  const joiner = url.includes('?') ? '&' : '?'
  return `${url}${joiner}X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=BUILDER&X-Amz-Signature=builder`
}

interface BlockLike {
  id?: unknown
  type?: unknown
  format?: { page_cover?: unknown }
  properties?: { source?: unknown }
}

export function signedUrlsFor(blocks: BlockLike[]): Record<string, string> {
  const signed: Record<string, string> = {}
  for (const block of blocks) {
    const source = (block.properties?.source as string[][] | undefined)?.[0]?.[0]
    const primary = block.type === 'page' ? block.format?.page_cover : source
    const primaryUrl = typeof primary === 'string' ? getNotionFileUrl(primary) : undefined
    const urls = new Set<string>()
    collectFileUrls([primary, block.format, block.properties], urls)
    for (const url of urls) {
      signed[url] = fakeSignature(url)
      if (url === primaryUrl && typeof block.id === 'string') signed[block.id] = fakeSignature(url)
    }
  }
  return signed
}
