// View formats and grouped query results. A grouped view (board, or gallery/table with
// "group by") is answered by Notion with one `results:<type>:<value>` entry per group.
import type { Database, RowInfo, ViewSpec } from './database'
import type { QueryResult } from './records'

interface Group {
  property: string
  hidden: boolean
  value: { type: string; value?: string }
}

/** How the format records a group: the "no value" one as `value: null` when the spec asks. */
function recordedGroup(spec: ViewSpec, group: Group): unknown {
  return spec.nullGroup && group.value.value === undefined ? { ...group, value: null } : group
}

function propertyList(db: Database, withWidth: boolean) {
  const ids = Object.keys(db.collection.schema).sort((a, b) =>
    a === 'title' ? -1 : b === 'title' ? 1 : 0,
  )
  return ids.map((property) => ({ property, visible: true, ...(withWidth ? { width: 200 } : {}) }))
}

function groupsOf(spec: ViewSpec, db: Database): Group[] {
  if (!spec.groupBy) return []
  const property = db.propertyId(spec.groupBy)
  const entry = db.entry(spec.groupBy)
  const values = (entry.options ?? []).map((o) => o.value)
  return [
    ...values.map((value) => ({ property, hidden: false, value: { type: entry.type, value } })),
    { property, hidden: false, value: { type: entry.type } },
  ]
}

export function viewFormat(spec: ViewSpec, db: Database): Record<string, unknown> {
  const format: Record<string, unknown> = {}
  if (spec.type === 'table') {
    format.table_wrap = true
    format.table_properties = propertyList(db, true)
  } else {
    format[`${spec.type}_properties`] = propertyList(db, false)
    if (spec.dateBy) format[`${spec.type}_by`] = db.propertyId(spec.dateBy)
    if (spec.type !== 'list' && spec.type !== 'calendar' && spec.type !== 'timeline') {
      format[`${spec.type}_cover`] = { type: 'page_cover' }
      format[`${spec.type}_cover_size`] = 'medium'
      format[`${spec.type}_cover_aspect`] = 'cover'
    }
  }
  if (spec.groupBy) {
    const groups = groupsOf(spec, db).map((group) => recordedGroup(spec, group))
    const groupBy = {
      type: db.entry(spec.groupBy).type,
      property: db.propertyId(spec.groupBy),
      sort: { type: 'manual' },
    }
    if (spec.type === 'board')
      Object.assign(format, { board_columns_by: groupBy, board_columns: groups })
    else Object.assign(format, { collection_group_by: groupBy, collection_groups: groups })
  }
  return format
}

function inGroup(row: RowInfo, name: string, value: string | undefined): boolean {
  const cell = row.values[name]
  const values = Array.isArray(cell) ? cell : typeof cell === 'string' && cell ? [cell] : []
  return value === undefined ? values.length === 0 : values.includes(value)
}

export function groupedQueryResult(spec: ViewSpec, db: Database, rows: RowInfo[]): QueryResult {
  const name = spec.groupBy ?? ''
  const out: QueryResult = {}
  const summaries: unknown[] = []
  for (const group of groupsOf(spec, db)) {
    const { type, value } = group.value
    const label = value ?? 'uncategorized'
    const blockIds = rows.filter((r) => inGroup(r, name, value)).map((r) => r.id)
    const count = { type: 'number', value: blockIds.length }
    out[`results:${type}:${label}`] = { type: 'results', blockIds, hasMore: false }
    out[`group_aggregation:${type}:${label}`] = { type: 'aggregation', aggregationResult: count }
    const recorded = spec.nullGroup && value === undefined ? null : group.value
    summaries.push({ value: recorded, total: blockIds.length, aggregationResult: count })
  }
  const groupsKey = spec.type === 'board' ? 'board_columns' : `${spec.type}_groups`
  out[groupsKey] = { type: 'groups', version: 'v2', results: summaries }
  return out
}
