// The text of a page's blocks in reading order (through synced blocks, toggles and columns):
// what word counts, previews and the search index read.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { readableText } from './properties'
import { walkPageBlocks } from './walk'

export interface BlockText {
  /** Notion's block type, e.g. `paragraph`, `code`, `equation`. */
  type: string
  text: string
}

/** Every piece of text a reader sees in a block: title, caption, table cells, equations. */
export function blockText(block: Block): string {
  const props = (block.properties ?? {}) as Record<string, unknown>
  const values = block.type === 'table_row' ? Object.values(props) : [props.title, props.caption]
  // Code is read differently, but a reader still reads it; the title holds it like text.
  return values.map(readableText).filter(Boolean).join(' ')
}

/** One entry per block, in reading order (empty texts included). */
export function pageBlockTexts(recordMap: ExtendedRecordMap, pageId: string): BlockText[] {
  const texts: BlockText[] = []
  walkPageBlocks(recordMap, pageId, (block) => texts.push({ type: block.type, text: blockText(block) }))
  return texts
}
