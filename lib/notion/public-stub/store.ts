// The recorded workspace converted, on load, into public-API objects: blocks and their
// children, pages, databases with their data source, rows per data source, users. Built from
// the same record maps the /api/v3 stub serves (its workspace index picks each record's best copy).
import type {
  BlockObjectResponse,
  DatabaseObjectResponse,
  DataSourceObjectResponse,
  PageObjectResponse,
  UserObjectResponse,
} from '@notionhq/client'
import { isObject, normalizeId, tableEntries, unwrapRecord, type JsonObject } from '../stub/records'
import type { Workspace } from '../stub/workspace'
import { childIdsOf, convertBlock } from './blocks'
import { createConvertContext, type StoreContext } from './convert-context'
import { recordedViews, type RecordedView } from './views'
import { botObject, databaseObject, dataSourceObject, pageObject, personObject } from './objects'

export const BOT_ID = 'b0700000-0000-4000-8000-00000000b070'

export interface PublicWorkspace {
  /** Every object by compact id. */
  blocks: Map<string, BlockObjectResponse>
  /** Child block ids (compact) in order. */
  children: Map<string, string[]>
  pages: Map<string, PageObjectResponse>
  databases: Map<string, DatabaseObjectResponse>
  dataSources: Map<string, DataSourceObjectResponse>
  /** Row page ids (compact) per data source, in recorded order. */
  rows: Map<string, string[]>
  users: Map<string, UserObjectResponse>
  /** The classic type each block came from (the conversion test checks `unsupported` ones). */
  classicTypes: Map<string, string>
  /** Each database's views in tab order, by compact database id. */
  views: Map<string, RecordedView[]>
  /** Compact id of the object holding this one (page, database, block), for sharing. */
  parentOf(id: string): string | undefined
  /** The classic record of a page or block (for property items and edits). */
  record(table: 'block' | 'collection', id: string): JsonObject | undefined
  /** What converted the records; converts single values again (property items). */
  context: StoreContext
}

function allRecords(workspace: Workspace, table: string): JsonObject[] {
  const seen = new Set<string>()
  const records: JsonObject[] = []
  for (const { recordMap } of workspace.pages.values()) {
    for (const [key] of tableEntries(recordMap[table])) {
      const id = normalizeId(key)
      if (seen.has(id)) continue
      seen.add(id)
      const record = unwrapRecord(workspace.findRecord(table, id)?.box)
      if (record) records.push(record)
    }
  }
  return records
}

function collectionOf(
  block: JsonObject,
  context: ReturnType<typeof createConvertContext>,
): JsonObject | undefined {
  const pointer = isObject(block.format) ? block.format.collection_pointer : undefined
  const id = isObject(pointer) && typeof pointer.id === 'string' ? pointer.id : block.collection_id
  return typeof id === 'string' ? context.record('collection', id) : undefined
}

export function buildPublicWorkspace(workspace: Workspace): PublicWorkspace {
  const context = createConvertContext(workspace)
  const store: PublicWorkspace = {
    blocks: new Map(),
    children: new Map(),
    pages: new Map(),
    databases: new Map(),
    dataSources: new Map(),
    rows: new Map(),
    users: new Map(),
    classicTypes: new Map(),
    views: new Map(),
    parentOf: (id) => context.parentIdOf(id),
    record: (table, id) => context.record(table, id),
    context,
  }
  const blocks = allRecords(workspace, 'block')
  const exists = (id: string): boolean =>
    context.record('block', id)?.alive !== false && context.record('block', id) !== undefined

  for (const record of blocks) {
    const id = normalizeId(String(record.id))
    const childIds = childIdsOf(record, context).filter(exists).map(normalizeId)
    const converted = convertBlock(record, childIds.length > 0, context)
    store.blocks.set(id, converted.block)
    store.classicTypes.set(id, converted.classicType)
    store.children.set(id, childIds)

    if (record.type === 'page') {
      const inCollection =
        record.parent_table === 'collection' && typeof record.parent_id === 'string'
      const collection = inCollection
        ? context.record('collection', String(record.parent_id))
        : undefined
      store.pages.set(id, pageObject(record, collection, context))
      if (inCollection && record.alive !== false) {
        const rows = store.rows.get(normalizeId(String(record.parent_id))) ?? []
        rows.push(id)
        store.rows.set(normalizeId(String(record.parent_id)), rows)
      }
    }
    const collection =
      record.type === 'collection_view_page' || record.type === 'collection_view'
        ? collectionOf(record, context)
        : undefined
    if (collection) {
      const database = databaseObject(record, collection, context)
      store.databases.set(id, database)
      const sourceId = normalizeId(String(collection.id))
      // The collection's own database block names the data source; linked views do not replace it.
      if (
        !store.dataSources.has(sourceId) ||
        normalizeId(String(collection.parent_id ?? '')) === id
      ) {
        store.dataSources.set(sourceId, dataSourceObject(database, record, collection, context))
      }
    }
  }
  for (const user of allRecords(workspace, 'notion_user'))
    store.users.set(normalizeId(String(user.id)), personObject(user))
  // Authors named by records but not recorded themselves are still workspace members.
  for (const record of blocks) {
    for (const field of ['created_by_id', 'last_edited_by_id']) {
      const id = record[field]
      if (typeof id === 'string' && !store.users.has(normalizeId(id)))
        store.users.set(normalizeId(id), personObject({ id }))
    }
  }
  const spaceName = allRecords(workspace, 'space').find(
    (space) => typeof space.name === 'string',
  )?.name
  store.users.set(
    normalizeId(BOT_ID),
    botObject(BOT_ID, typeof spaceName === 'string' ? spaceName : 'Folio'),
  )
  store.views = recordedViews(workspace, store)
  return store
}
