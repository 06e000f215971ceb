// Media, embeds and links of the public API (image, video, audio, file, pdf, bookmark, embed,
// link preview) as classic blocks: the address in `properties.source` (or `link` for a
// bookmark) and `format.display_source`, exactly where /api/v3 puts it.
import type { RichTextItemResponse } from '@notionhq/client'
import { fileAddress, type PublicFileObject } from './files'
import { decoratedText } from './rich-text'
import type { ClassicParts } from './text-blocks'

export type MediaPayload = PublicFileObject & {
  url?: string
  caption?: RichTextItemResponse[]
}

const FILE_TYPES = new Set(['image', 'video', 'audio', 'file', 'pdf'])
const LINK_TYPES = new Set(['bookmark', 'link_preview'])

export const isMediaType = (type: string) => FILE_TYPES.has(type) || LINK_TYPES.has(type) || type === 'embed'

function captionOf(payload: MediaPayload): Record<string, unknown> {
  return payload.caption?.length ? { caption: decoratedText(payload.caption) } : {}
}

export function mediaBlockParts(type: string, payload: MediaPayload): ClassicParts | undefined {
  if (LINK_TYPES.has(type)) {
    // The API gives a bookmark no title or description (the unfurl /api/v3 stores).
    if (!payload.url) return undefined
    return { type: 'bookmark', properties: { link: [[payload.url]], ...captionOf(payload) } }
  }
  const source = type === 'embed' ? (payload.url ?? '') : fileAddress(payload)
  if (!source) return undefined
  const properties: Record<string, unknown> = { source: [[source]], ...captionOf(payload) }
  if (type === 'file' && payload.name) properties.title = [[payload.name]]
  return { type, properties, format: { display_source: source } }
}
