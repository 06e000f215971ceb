// Image URLs for the body renderer. react-notion-x hands mapImageUrl the *signed* S3 URL when the
// recordMap carries one; signatures expire within hours and must not be baked into cached
// pages, so we go back to the block's own unsigned source and let the Notion image proxy
// (which re-signs on every request) serve it.
import type { Block } from 'notion-types'
import { mapImageUrl } from '@/lib/notion/image-url'

type SignedUrls = Readonly<Record<string, string>>

function ownSource(block: Block): string | undefined {
  const format = block.format as { page_cover?: string; page_icon?: string } | undefined
  const source = (block.properties as { source?: string[][] } | undefined)?.source?.[0]?.[0]
  return source ?? format?.page_cover ?? format?.page_icon
}

/** The URL as written in the block, when `url` is only its signed copy. */
export function unsignedSource(url: string, block: Block, signedUrls: SignedUrls): string {
  for (const [key, signed] of Object.entries(signedUrls)) {
    if (signed !== url) continue
    // Keys are either the original URL or the id of the block that owns the file.
    if (/^[0-9a-f]{8}-/.test(key)) return ownSource(block) ?? url
    return key
  }
  return url
}

export function bodyImageUrl(
  url: string | undefined,
  block: Block,
  signedUrls: SignedUrls,
  notionHost: string,
): string | undefined {
  if (!url) return undefined
  const original = unsignedSource(url, block, signedUrls)
  return mapImageUrl(original, block.id, { notionHost })
}
