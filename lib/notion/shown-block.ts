// One block of a body as a page carries it: only the URLs a page may show (block-script-urls.ts),
// no trace of pages visitors cannot see (hidden-pages.ts), and text that the renderer draws the
// same on the server and in the browser (stable-text.ts).
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { withoutScriptUrls, type ColumnTypes } from './block-script-urls'
import { withHiddenPagesUnlinked, type PageShown } from './hidden-pages'
import { withStableText } from './stable-text'

/** A database row's column types by property id; undefined for any other block. */
function columnTypesOf(recordMap: ExtendedRecordMap, block: Block): ColumnTypes | undefined {
  if (block.parent_table !== 'collection') return undefined
  const collection = recordMap.collection[block.parent_id]?.value as Collection | undefined
  const schema = collection?.schema ?? {}
  return new Map(Object.entries(schema).map(([id, entry]) => [id, entry.type]))
}

export function shownBlock(recordMap: ExtendedRecordMap, block: Block, pageId: string, visible: PageShown): Block {
  const columns = columnTypesOf(recordMap, block)
  const unlinked = withHiddenPagesUnlinked(withoutScriptUrls(block, pageId, columns), visible)
  return withStableText(unlinked, (key) => columns?.get(key) === 'date')
}

/** The external objects (`["eoi", id]`) a block's text mentions: drawn from their own records. */
export function mentionedObjects(block: Block): string[] {
  const ids: string[] = []
  for (const value of Object.values((block.properties ?? {}) as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue
    for (const segment of value as unknown[]) {
      const decorations = Array.isArray(segment) && Array.isArray(segment[1]) ? (segment[1] as unknown[]) : []
      for (const d of decorations) if (Array.isArray(d) && d[0] === 'eoi' && typeof d[1] === 'string') ids.push(d[1])
    }
  }
  return ids
}
