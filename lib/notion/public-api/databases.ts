// A database (the blog itself, or one inside a page) as the classic database block, its
// collection (schema from the data source's properties), one table view and that view's rows.
// The API exposes no view layout: rows come in the order of the first view that shows any.
import type { RichTextItemResponse } from '@notionhq/client'
import { dashedId } from '../records'
import { timeMs, type ClassicBlock } from './blocks'
import type { ApiObject, PublicApiReader } from './reader'
import { ClassicRecords, classicPage, pageFormat, viewIdOf } from './records'
import { decoratedText } from './rich-text'
import { classicSchema, type PublicPropertyConfig } from './schema'
import { inViewOrder, viewRowOrder } from './view-order'

export interface DatabasePlace {
  /** `collection_view_page` for a database that is a page, `collection_view` inside a page. */
  type: 'collection_view_page' | 'collection_view'
  parentId?: string
}

/** How long after its last edit a row's body is read again on every fetch (clock skew included). */
export const RECENT_EDIT_MS = 3 * 60_000

/**
 * The edit time a row's body is cached by. The API cuts last_edited_time to the minute, so a
 * second edit within the minute of the first would keep the first one's cached body: a row
 * edited in the last few minutes carries the fetch time instead, and is read again each time.
 */
export function versionTime(editedMs: number, now: number): number {
  return now - editedMs < RECENT_EDIT_MS ? Math.max(editedMs, now) : editedMs
}

/** The data source a database reads from: its first (most databases have just one). */
function firstDataSourceId(database: ApiObject): string | undefined {
  const sources = database.data_sources as { id: string }[] | undefined
  return sources?.[0]?.id
}

/** Reads the database into `records` and returns its block; undefined when it holds no source. */
export async function readDatabase(
  reader: PublicApiReader,
  databaseId: string,
  place: DatabasePlace,
  records: ClassicRecords,
  database?: ApiObject,
): Promise<ClassicBlock | undefined> {
  const db = database ?? (await reader.retrieveDatabase(databaseId))
  const sourceId = firstDataSourceId(db)
  if (!sourceId) return undefined
  const [source, queried, order] = await Promise.all([
    reader.retrieveDataSource(sourceId),
    reader.rows(sourceId),
    viewRowOrder(reader, db.id),
  ])
  const rows = inViewOrder(queried, order)
  const collectionId = dashedId(sourceId)
  const viewId = viewIdOf(db.id)
  const schema = classicSchema((source.properties ?? {}) as Record<string, PublicPropertyConfig>)
  records.add('collection', {
    id: collectionId,
    version: 1,
    name: decoratedText(db.title as RichTextItemResponse[]),
    description: decoratedText(db.description as RichTextItemResponse[]),
    schema,
    parent_id: dashedId(db.id),
    parent_table: 'block',
    alive: true,
  })
  records.add('collection_view', {
    id: viewId,
    version: 1,
    type: 'table',
    name: '',
    format: { table_properties: Object.keys(schema).map((property) => ({ property, visible: true })) },
    parent_id: dashedId(db.id),
    parent_table: 'block',
    alive: true,
  })
  const rowIds: string[] = []
  const now = Date.now()
  for (const row of rows) {
    const block = classicPage(row)
    block.last_edited_time = versionTime(block.last_edited_time, now)
    records.addBlock(block)
    rowIds.push(block.id)
  }
  records.setQuery(collectionId, viewId, rowIds)
  const block: ClassicBlock = {
    id: dashedId(db.id),
    version: 1,
    type: place.type,
    format: { ...pageFormat(db), collection_pointer: { id: collectionId, table: 'collection' } },
    collection_id: collectionId,
    view_ids: [viewId],
    ...(place.parentId ? { parent_id: dashedId(place.parentId), parent_table: 'block' } : { parent_id: '', parent_table: 'space' }),
    alive: true,
    created_time: timeMs(db.created_time as string | undefined),
    last_edited_time: timeMs(db.last_edited_time as string | undefined),
  }
  records.addBlock(block)
  return block
}
