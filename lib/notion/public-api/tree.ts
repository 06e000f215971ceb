// A page's block tree: every child, page by page of 100, recursively (not into child pages,
// which are documents of their own), converted block by block into `records`. Concurrency is
// the scheduler's: every level asks at once and the scheduler lets a few requests through.
import { NotionRequestError } from '../scheduler'
import { dashedId } from '../records'
import { classicBlock, readsChildren, type PublicBlock } from './blocks'
import { readDatabase } from './databases'
import type { PublicApiReader } from './reader'
import type { ClassicRecords } from './records'

/** 400/404: the id is not readable as asked (not shared, a linked view, or another kind). */
export function isUnreadable(error: unknown): boolean {
  const status = error instanceof NotionRequestError ? error.status : undefined
  return status === 404 || status === 400
}

/** A copy of a synced block shows the original's children. */
function childrenSource(block: PublicBlock): string {
  const from = (block.synced_block as { synced_from?: { block_id?: string } | null } | undefined)?.synced_from
  return from?.block_id ?? block.id
}

async function readChildDatabase(reader: PublicApiReader, block: PublicBlock, parentId: string, records: ClassicRecords) {
  try {
    return await readDatabase(reader, block.id, { type: 'collection_view', parentId }, records)
  } catch (error) {
    // A linked view of another database is not readable through the API: it shows nothing.
    if (isUnreadable(error)) return undefined
    throw error
  }
}

/** Columns without a width share their row equally, as Notion draws them. */
function shareColumnWidths(ids: string[], records: ClassicRecords): void {
  for (const id of ids) {
    const column = records.getBlock(id)
    if (column && column.format?.column_ratio === undefined) column.format = { ...column.format, column_ratio: 1 / ids.length }
  }
}

/** A synced copy's content: its original's children, or (the original not shared) its own. */
async function readCopiedChildren(reader: PublicApiReader, block: PublicBlock, records: ClassicRecords): Promise<string[]> {
  try {
    return await readChildren(reader, childrenSource(block), records, block.id)
  } catch (error) {
    if (!isUnreadable(error)) throw error
    return block.has_children ? readChildren(reader, block.id, records) : []
  }
}

async function readBlock(reader: PublicApiReader, block: PublicBlock, parentId: string, records: ClassicRecords) {
  if (block.type === 'child_database') return (await readChildDatabase(reader, block, parentId, records))?.id
  const classic = classicBlock(block, parentId)
  if (!classic) return undefined
  const copy = childrenSource(block) !== block.id
  if (copy) classic.content = await readCopiedChildren(reader, block, records)
  else if (readsChildren(block, classic)) {
    classic.content = await readChildren(reader, block.id, records)
    if (classic.type === 'column_list') shareColumnWidths(classic.content, records)
  }
  records.addBlock(classic)
  return classic.id
}

/** The ids of a block's (or page's) children, each read into `records` with its own. */
export async function readChildren(
  reader: PublicApiReader,
  blockId: string,
  records: ClassicRecords,
  parentId = blockId,
): Promise<string[]> {
  const children = await reader.children(blockId)
  const ids = await Promise.all(children.map((child) => readBlock(reader, child, parentId, records)))
  return ids.filter((id): id is string => id !== undefined).map(dashedId)
}
