// Boxes records in the shape Notion sent them: classic `{role, value}`, or since 2026
// `{spaceId, value: {value, role}}` with `__version__: 3` on the map; plus `{role:'none'}` boxes.
import type { QueryResult, RecordTable } from './records'
import type { NotionWorkspace } from './workspace'

export type RecordShape = 'classic' | 'wrapped2026'

export interface EmitOptions {
  shape?: RecordShape
  /** Records emitted as a bare `{role: 'none'}` box (replacing the record, or added). */
  noneBoxes?: Array<{ table: RecordTable; id: string }>
  /** Default true: sign Notion-hosted file URLs like getPage does (fake signatures). */
  signFileUrls?: boolean
}

export type Box = Record<string, unknown>
type Table = Record<string, Box>
type ClassicTable = Record<string, { role: string; value: Record<string, unknown> }>

export interface SnapshotRecordMap {
  __version__?: 3
  block: Table
  collection: Table
  collection_view: Table
  notion_user: Table
  collection_query: Record<string, Record<string, QueryResult>>
  signed_urls: Record<string, string>
  space?: Table
}

/** A recordMap being assembled, always in the classic shape. */
export interface ClassicMap {
  block: ClassicTable
  collection: ClassicTable
  collection_view: ClassicTable
  notion_user: ClassicTable
  collection_query: Record<string, Record<string, QueryResult>>
}

export function emit(
  ws: NotionWorkspace,
  map: ClassicMap,
  signed: Record<string, string>,
  options: EmitOptions,
): SnapshotRecordMap {
  const wrapped = options.shape === 'wrapped2026'
  const shape = (table: ClassicTable): Table => {
    const out: Table = {}
    for (const [id, b] of Object.entries(table)) {
      out[id] = wrapped ? { spaceId: ws.spaceId, value: { value: b.value, role: b.role } } : b
    }
    return out
  }
  const out: SnapshotRecordMap = {
    ...(wrapped ? { __version__: 3 as const } : {}),
    block: shape(map.block),
    collection: shape(map.collection),
    collection_view: shape(map.collection_view),
    notion_user: shape(map.notion_user),
    collection_query: map.collection_query,
    signed_urls: signed,
  }
  for (const { table, id } of options.noneBoxes ?? []) {
    const target = (out[table] ??= {})
    target[id] = { role: 'none' }
  }
  return out
}
