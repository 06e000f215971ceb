// loadPageChunk: what Notion sends for the first chunk of a page. It carries the page and
// its content tree, but not database rows (queryCollection sends those) nor blocks the
// client reaches only through mentions or synced-block pointers (it asks for those itself).
import type { ExtendedRecordMap } from 'notion-types'
import { getPageContentBlockIds } from 'notion-utils'
import {
  isObject,
  normalizeId,
  RECORD_TABLES,
  tableEntries,
  unwrapRecord,
  type JsonObject,
  type RecordTable,
} from './records'
import type { Workspace } from './workspace'

const EMPTY_CURSOR = { stack: [] }

/** Ids (normalised) listed by any recorded query result of the file: its database rows. */
function recordedRowIds(recordMap: JsonObject): Set<string> {
  const rows = new Set<string>()
  const collect = (value: unknown): void => {
    if (!isObject(value)) return
    if (Array.isArray(value.blockIds))
      for (const id of value.blockIds) if (typeof id === 'string') rows.add(normalizeId(id))
    for (const nested of Object.values(value)) collect(nested)
  }
  collect(recordMap.collection_query)
  return rows
}

/** Breadth-first walk through `content`, not descending into sub-pages: shallow blocks first. */
function contentTree(blocks: Map<string, string>, table: RecordTable, rootKey: string): string[] {
  const order: string[] = [rootKey]
  const seen = new Set([normalizeId(rootKey)])
  for (let i = 0; i < order.length; i++) {
    const key = order[i] as string
    const block = unwrapRecord(table[key])
    if (!block || !Array.isArray(block.content)) continue
    if (i > 0 && (block.type === 'page' || block.type === 'collection_view_page')) continue
    for (const childId of block.content) {
      if (typeof childId !== 'string') continue
      const childKey = blocks.get(normalizeId(childId))
      if (!childKey || seen.has(normalizeId(childId))) continue
      seen.add(normalizeId(childId))
      order.push(childKey)
    }
  }
  return order
}

export function loadPageChunk(
  workspace: Workspace,
  pageId: unknown,
  chunkBlockLimit = Infinity,
): JsonObject {
  const page = typeof pageId === 'string' ? workspace.pages.get(normalizeId(pageId)) : undefined
  const table = isObject(page?.recordMap.block) ? page.recordMap.block : {}
  const keys = new Map(tableEntries(table).map(([key]) => [normalizeId(key), key] as const))
  const rootKey = page && keys.get(page.id)
  // No `block` at all: notion-client then reports "Notion page not found" instead of looping.
  if (!page || !rootKey) return { recordMap: {}, cursor: EMPTY_CURSOR }

  const tree = contentTree(keys, table, rootKey)
  // notion-utils expects a full ExtendedRecordMap but reads only `.block`.
  const reachable = getPageContentBlockIds(
    { block: table } as unknown as ExtendedRecordMap,
    rootKey,
  )
  const fetchedLater = new Set([...recordedRowIds(page.recordMap), ...reachable.map(normalizeId)])
  for (const key of tree) fetchedLater.delete(normalizeId(key))

  const sent = tree.slice(0, Math.max(1, chunkBlockLimit))
  const inTree = new Set(tree)
  const unreachable = [...keys.values()].filter(
    (key) => !inTree.has(key) && !fetchedLater.has(normalizeId(key)),
  )
  const block: RecordTable = {}
  for (const key of [...sent, ...unreachable]) block[key] = table[key]

  const recordMap: JsonObject = { block }
  for (const name of RECORD_TABLES) {
    const source = page.recordMap[name]
    if (name !== 'block' && isObject(source)) recordMap[name] = source
  }
  if (page.recordMap.__version__ !== undefined) recordMap.__version__ = page.recordMap.__version__
  return { recordMap, cursor: EMPTY_CURSOR }
}
