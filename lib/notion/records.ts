// The one place that knows how Notion wraps its records. Every recordMap that enters the
// app passes through normaliseRecordMap(), so the rest of lib/notion (and react-notion-x)
// only ever sees the classic `{role, value}` box.
import type { Block, Collection, CollectionView, ExtendedRecordMap } from 'notion-types'

type UnknownRecord = Record<string, unknown>

const RECORD_TABLES = ['block', 'collection', 'collection_view', 'notion_user', 'space'] as const

function isObject(v: unknown): v is UnknownRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * Returns the record inside a box of any known shape, or undefined for `{role:'none'}`
 * and other empty boxes. Shapes: `{role, value}`, `{spaceId, value: {value, role}}`,
 * and any deeper nesting of `value` that future re-wraps may add.
 */
export function unwrapRecord(box: unknown): UnknownRecord | undefined {
  let current: unknown = box
  for (let depth = 0; depth < 5 && isObject(current); depth++) {
    if (typeof current.id === 'string') return current
    current = current.value
  }
  return undefined
}

function roleOf(box: unknown): string {
  if (!isObject(box)) return 'reader'
  if (typeof box.role === 'string') return box.role
  return isObject(box.value) && typeof box.value.role === 'string' ? box.value.role : 'reader'
}

function normaliseTable(table: unknown): Record<string, { role: string; value: UnknownRecord }> {
  const out: Record<string, { role: string; value: UnknownRecord }> = {}
  if (!isObject(table)) return out
  for (const [id, box] of Object.entries(table)) {
    const value = unwrapRecord(box)
    if (value) out[id] = { role: roleOf(box), value }
  }
  return out
}

/** Converts any known recordMap shape into the classic one; drops empty boxes. */
export function normaliseRecordMap(input: unknown): ExtendedRecordMap {
  const map = isObject(input) ? input : {}
  const out: UnknownRecord = {
    collection_query: isObject(map.collection_query) ? map.collection_query : {},
    signed_urls: isObject(map.signed_urls) ? map.signed_urls : {},
  }
  for (const table of RECORD_TABLES) out[table] = normaliseTable(map[table])
  if (isObject(map.preview_images)) out.preview_images = map.preview_images
  // The shape is checked field by field above; notion-types describes the same structure.
  return out as unknown as ExtendedRecordMap
}

export function getBlock(recordMap: ExtendedRecordMap, id: string): Block | undefined {
  return recordMap.block[id]?.value as Block | undefined
}

export function getCollection(recordMap: ExtendedRecordMap, id: string): Collection | undefined {
  return recordMap.collection[id]?.value as Collection | undefined
}

export function getCollectionView(
  recordMap: ExtendedRecordMap,
  id: string,
): CollectionView | undefined {
  return recordMap.collection_view[id]?.value as CollectionView | undefined
}

/** Dashed uuid → 32 lowercase hex, the id form used everywhere outside lib/notion. */
export function compactId(id: string): string {
  return id.replace(/-/g, '').toLowerCase()
}

/** 32 hex → dashed uuid, the form Notion's records are keyed by. */
export function dashedId(id: string): string {
  const c = compactId(id)
  return `${c.slice(0, 8)}-${c.slice(8, 12)}-${c.slice(12, 16)}-${c.slice(16, 20)}-${c.slice(20)}`
}
