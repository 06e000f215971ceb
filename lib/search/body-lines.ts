// A page body as plain-text lines, one per block in reading order. Pure (no I/O): previews
// take the first lines, the search index joins them all. The record map is read by lib/notion.
import type { NotionRecordMap } from '@/lib/notion/source'
import { pageBlockTexts } from '@/lib/notion/page-text'

/** Blocks whose text is not prose: searchable, but not what a preview should start with. */
const NOT_PROSE = new Set(['code', 'equation'])

export interface BodyLine {
  text: string
  prose: boolean
}

export function bodyLines(recordMap: NotionRecordMap, pageId: string): BodyLine[] {
  const lines: BodyLine[] = []
  for (const block of pageBlockTexts(recordMap, pageId)) {
    const text = block.text.replace(/\s+/g, ' ').trim()
    if (text) lines.push({ text, prose: !NOT_PROSE.has(block.type) })
  }
  return lines
}
