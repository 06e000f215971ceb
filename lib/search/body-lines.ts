// A page body as plain-text lines, one per block in reading order. Pure (no I/O): previews
// take the first lines, the search index joins them all.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { plainText } from '@/lib/notion/properties'
import { walkPageBlocks } from '@/lib/notion/walk'

/** Blocks whose text is not prose: searchable, but not what a preview should start with. */
const NOT_PROSE = new Set(['code', 'equation'])

export interface BodyLine {
  text: string
  prose: boolean
}

function blockText(block: Block): string {
  const props = (block.properties ?? {}) as Record<string, unknown>
  if (block.type === 'table_row') return Object.values(props).map(plainText).join(' ')
  return [props.title, props.caption].map(plainText).join(' ')
}

export function bodyLines(recordMap: ExtendedRecordMap, pageId: string): BodyLine[] {
  const lines: BodyLine[] = []
  walkPageBlocks(recordMap, pageId, (block) => {
    const text = blockText(block).replace(/\s+/g, ' ').trim()
    if (text) lines.push({ text, prose: !NOT_PROSE.has(block.type) })
  })
  return lines
}
