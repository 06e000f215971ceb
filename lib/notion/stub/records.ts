// Reading and re-boxing recorded Notion records. The stub serves boxes in whichever
// shape a test asks for, so every box passes through here on its way out.

export type JsonObject = Record<string, unknown>
/** id → box, as stored under `recordMap.block`, `.collection`, … */
export type RecordTable = Record<string, unknown>
export type RecordShape = 'as-recorded' | 'classic' | 'wrapped2026'

/** The tables that hold boxed records (as opposed to collection_query / signed_urls). */
export const RECORD_TABLES = [
  'block',
  'collection',
  'collection_view',
  'notion_user',
  'space',
] as const

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Ids are compared without dashes and case: recordings mix `abc-…` and `abc…` forms. */
export function normalizeId(id: string): string {
  return id.replaceAll('-', '').toLowerCase()
}

/** The record inside a box of any known shape, or undefined for `{role:'none'}` and junk. */
export function unwrapRecord(box: unknown): JsonObject | undefined {
  let current: unknown = box
  for (let depth = 0; depth < 4 && isObject(current); depth++) {
    if (typeof current.id === 'string') return current
    current = current.value
  }
  return undefined
}

/** The role a box carries (`reader`, `none`, …), wherever the shape keeps it. */
export function boxRole(box: unknown): string | undefined {
  let current: unknown = box
  for (let depth = 0; depth < 4 && isObject(current); depth++) {
    if (typeof current.role === 'string') return current.role
    if (typeof current.id === 'string') return undefined
    current = current.value
  }
  return undefined
}

function spaceIdOf(box: unknown, record: JsonObject | undefined): string | undefined {
  if (isObject(box) && typeof box.spaceId === 'string') return box.spaceId
  return typeof record?.space_id === 'string' ? record.space_id : undefined
}

/** Re-box one record in the requested shape. */
export function reshapeBox(box: unknown, shape: RecordShape): unknown {
  if (shape === 'as-recorded') return box
  const record = unwrapRecord(box)
  const role = boxRole(box) ?? (record ? 'reader' : 'none')
  if (shape === 'classic') return record ? { role, value: record } : { role: 'none' }
  const spaceId = spaceIdOf(box, record)
  const inner = record ? { value: record, role } : { role: 'none' }
  return spaceId === undefined ? { value: inner } : { spaceId, value: inner }
}

/** A box for a record the caller may not see (or that does not exist). */
export function noneBox(): JsonObject {
  return { role: 'none' }
}

/** Entries of a record table, skipping markers such as `__version__` that are not boxes. */
export function tableEntries(table: unknown): [string, unknown][] {
  if (!isObject(table)) return []
  return Object.entries(table).filter(([, box]) => isObject(box))
}
