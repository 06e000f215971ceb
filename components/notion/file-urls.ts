// The URLs the renderer uses for file, pdf, video and audio blocks. react-notion-x reads a
// block's file from signed_urls[blockId], else its source; the body carries no signatures (they
// expire): its Notion-hosted files are already links of Folio's file route (lib/notion/file-links.ts),
// which pass through unchanged, and any other Notion-hosted address goes to Notion's re-signing route.
import { mapFileUrl } from '@/lib/notion/image-url'
import type { Block, ExtendedRecordMap } from '@/lib/notion/types'
import { imageSource } from './image-info'

const FILE_BLOCKS = new Set(['file', 'pdf', 'video', 'audio'])

export function fileUrls(recordMap: ExtendedRecordMap, notionHost: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const box of Object.values(recordMap.block)) {
    const block = box?.value as Block | undefined
    if (!block || !FILE_BLOCKS.has(block.type)) continue
    const raw = imageSource(block)
    const url = mapFileUrl(raw, block.id, notionHost)
    if (raw && url !== raw) out[block.id] = url
  }
  return out
}
