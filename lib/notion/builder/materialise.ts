// Turns BlockSpec trees into block records: ids from the parent id and position (or the
// spec's fixed id), parent links, timestamps, and inline databases registered.
import type { BlockSpec } from './block-spec'
import { notionId, smallNumber } from './ids'
import type { BlockRecord } from './records'
import type { NotionWorkspace } from './workspace'

export interface Times {
  created: number
  edited: number
}

export function baseRecord(
  ws: NotionWorkspace,
  id: string,
  type: string,
  parent: { id: string; table: BlockRecord['parent_table'] },
  times: Times,
): BlockRecord {
  return {
    id,
    version: smallNumber(id, 120),
    type,
    parent_id: parent.id,
    parent_table: parent.table,
    alive: true,
    created_time: times.created,
    last_edited_time: times.edited,
    created_by_table: 'notion_user',
    created_by_id: ws.userId,
    last_edited_by_table: 'notion_user',
    last_edited_by_id: ws.userId,
    space_id: ws.spaceId,
  }
}

/** Pointers (`alias_pointer`, `transclusion_reference_pointer`…) carry the space id. */
function withSpaceIds(
  ws: NotionWorkspace,
  format: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(format)) {
    const isPointer = key.endsWith('_pointer') && typeof value === 'object' && value !== null
    out[key] = isPointer ? { ...value, spaceId: ws.spaceId } : value
  }
  return out
}

export function materialiseBlocks(
  ws: NotionWorkspace,
  specs: BlockSpec[],
  parentId: string,
  times: Times,
): string[] {
  return specs.map((spec, index) => {
    const id = spec.id ?? notionId(`${parentId}/${index}/${spec.type}`)
    const record = baseRecord(ws, id, spec.type, { id: parentId, table: 'block' }, times)
    if (spec.properties) record.properties = spec.properties
    let format = spec.format ? withSpaceIds(ws, spec.format) : undefined
    if (spec.database) {
      const db = ws.createDatabase(spec.database, id, times)
      record.view_ids = db.viewIds
      record.collection_id = db.collectionId
      format = { ...format, collection_pointer: ws.collectionPointer(db.collectionId) }
    }
    if (format) record.format = format
    if (spec.extra) Object.assign(record, spec.extra)
    // Register before the children so a parent always precedes its content in the store.
    ws.blocks.set(id, record)
    if (spec.children?.length) record.content = materialiseBlocks(ws, spec.children, id, times)
    return id
  })
}
