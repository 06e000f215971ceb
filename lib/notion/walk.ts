// Visiting a page's blocks in reading order, through synced blocks, toggles and columns,
// but not into child pages (they are separate documents).
import type { Block, ExtendedRecordMap } from 'notion-types'
import { dashedId, getBlock } from './records'

function syncedSourceId(block: Block): string | undefined {
  if (block.type !== 'transclusion_reference') return undefined
  const pointer = (block.format as { transclusion_reference_pointer?: { id?: string } } | undefined)
    ?.transclusion_reference_pointer
  return pointer?.id
}

export function walkPageBlocks(
  recordMap: ExtendedRecordMap,
  pageId: string,
  visit: (block: Block) => void,
): void {
  const seen = new Set<string>()
  // Content that is not a list of ids (broken data) has no children to visit.
  const visitChildren = (ids: unknown) => {
    if (!Array.isArray(ids)) return
    for (const id of ids) if (typeof id === 'string') visitBlock(id)
  }
  const visitBlock = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const block = getBlock(recordMap, id)
    if (!block || block.alive === false) return
    if (block.type === 'page' || block.type === 'collection_view_page') return
    visit(block)
    const source = syncedSourceId(block)
    if (source) visitBlock(source)
    visitChildren(block.content)
  }
  visitChildren(getBlock(recordMap, dashedId(pageId))?.content)
}
