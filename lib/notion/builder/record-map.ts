// getPage emulation: assembles the recordMap notion-client 8's `NotionAPI.getPage(id)` would
// return for a page of the workspace (emit.ts then boxes it in the requested shape).
import { getBlockCollectionId, getPageContentBlockIds } from 'notion-utils'
import type { Block, ExtendedRecordMap } from 'notion-types'
import { emit } from './emit'
import type { Box, ClassicMap, EmitOptions, SnapshotRecordMap } from './emit'
import type { BlockRecord, QueryResult } from './records'
import { signedUrlsFor } from './signed-urls'
import type { NotionWorkspace } from './workspace'

const box = (value: object) => ({ role: 'reader', value: value as Record<string, unknown> })

// Notion lists a block's own fields before the bookkeeping ones; same here, for readable JSON.
const LEADING_FIELDS = ['id', 'version', 'type', 'properties', 'content', 'format']

function blockBox(block: BlockRecord) {
  const ordered: Record<string, unknown> = {}
  for (const key of LEADING_FIELDS) if (block[key] !== undefined) ordered[key] = block[key]
  return box(Object.assign(ordered, block))
}

function addDatabase(
  ws: NotionWorkspace,
  map: ClassicMap,
  collectionId: string,
  withRows: boolean,
) {
  const db = ws.database(collectionId)
  if (!db) return
  map.collection[collectionId] = box(db.collection)
  for (const view of db.viewRecords()) map.collection_view[view.id] = box(view)
  if (!withRows) return
  const results = db.queryResults()
  map.collection_query[collectionId] = results
  for (const result of Object.values(results)) {
    for (const id of rowIdsOf(result)) {
      const row = ws.blocks.get(id)
      if (row && !map.block[id]) map.block[id] = blockBox(row)
    }
  }
}

function rowIdsOf(result: QueryResult): string[] {
  const lists = [result, ...Object.values(result)].map((r) =>
    typeof r === 'object' && r !== null && Array.isArray((r as Box).blockIds)
      ? ((r as Box).blockIds as string[])
      : [],
  )
  return lists.flat()
}

function usersMentioned(map: ClassicMap): string[] {
  const ids = new Set<string>()
  const json = JSON.stringify(Object.values(map.block).map((b) => b.value.properties ?? {}))
  for (const match of json.matchAll(/\["u","([0-9a-f-]{36})"\]/g)) if (match[1]) ids.add(match[1])
  return [...ids]
}

export function pageRecordMap(
  ws: NotionWorkspace,
  pageId: string,
  options: EmitOptions = {},
): SnapshotRecordMap {
  const page = ws.blocks.get(pageId)
  if (!page) throw new Error(`Notion page not found "${pageId}"`)
  const map: ClassicMap = {
    block: { [pageId]: blockBox(page) },
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: {},
  }
  // loadPageChunk also returns the database a row lives in (not its rows).
  if (page.parent_table === 'collection') addDatabase(ws, map, page.parent_id, false)
  // notion-client's "fetch missing blocks" loop, with the same traversal it uses.
  const asRecordMap = map as unknown as ExtendedRecordMap
  const requested = new Set<string>()
  for (;;) {
    const missing = getPageContentBlockIds(asRecordMap, pageId).filter(
      (id) => !map.block[id] && !requested.has(id),
    )
    if (!missing.length) break
    for (const id of missing) {
      requested.add(id)
      const block = ws.blocks.get(id)
      if (block) map.block[id] = blockBox(block)
    }
  }
  for (const id of getPageContentBlockIds(asRecordMap, pageId)) {
    const block = map.block[id]?.value
    if (block?.type !== 'collection_view' && block?.type !== 'collection_view_page') continue
    const collectionId = getBlockCollectionId(block as unknown as Block, asRecordMap)
    if (collectionId) addDatabase(ws, map, collectionId, true)
  }
  for (const id of usersMentioned(map)) {
    const user = ws.users.get(id)
    if (user) map.notion_user[id] = box(user)
  }
  const signed =
    options.signFileUrls === false
      ? {}
      : signedUrlsFor(Object.values(map.block).map((b) => b.value))
  // A copy, so callers may edit the map without changing the workspace.
  return structuredClone(emit(ws, map, signed, options))
}
