// Database views in the one shape react-notion-x can draw. Notion has answered views in several
// shapes over the years (and the renderer draws only some view types), so each view of a body's
// database is rewritten here: calendar, timeline and other undrawn types become lists, groups
// whose value is `null` become the "no value" group, boards whose groups carry no column
// summaries get them, and group results missing from older answers are computed from the rows.
import type { Block, Collection, CollectionView } from 'notion-types'
import { plainText } from './properties'

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The view types react-notion-x draws; every other one is shown as a list of its rows. */
const DRAWN_TYPES = new Set(['table', 'gallery', 'list', 'board'])

export interface ViewGroup {
  property: string
  hidden: boolean
  value: { type: string; value?: unknown }
}

/** The key of a group's rows in a query answer, as react-notion-x looks it up. */
export function groupResultKey(group: ViewGroup): string {
  const inner = group.value.value
  const range = isObject(inner) && isObject(inner.range) ? inner.range : undefined
  const label =
    inner === undefined
      ? 'uncategorized'
      : range
        ? (range.start_date ?? range.end_date)
        : (isObject(inner) ? inner.value : undefined) || inner
  return `results:${group.value.type}:${String(label)}`
}

/** A group with a usable value: `null` (Notion's "no value") and missing values are "no value". */
function cleanGroup(
  raw: unknown,
  fallbackType: string | undefined,
  collection: Collection,
): ViewGroup | undefined {
  if (!isObject(raw) || typeof raw.property !== 'string') return undefined
  const value = isObject(raw.value) ? raw.value : {}
  const schemaType = (collection.schema?.[raw.property] as { type?: string } | undefined)?.type
  const type =
    typeof value.type === 'string' && value.type ? value.type : (fallbackType ?? schemaType)
  if (!type) return undefined
  const inner = value.value
  return {
    ...(raw as Json),
    property: raw.property,
    hidden: raw.hidden === true,
    value: inner === null || inner === undefined ? { type } : { type, value: inner },
  }
}

function groupsOf(format: Json, key: string, byKey: string, collection: Collection): ViewGroup[] {
  const list = format[key]
  if (!Array.isArray(list)) return []
  const by = isObject(format[byKey]) ? format[byKey] : {}
  const fallbackType = typeof by.type === 'string' ? by.type : undefined
  return list.flatMap((raw) => cleanGroup(raw, fallbackType, collection) ?? [])
}

const inSchema = (collection: Collection, group: ViewGroup) =>
  Boolean(collection.schema?.[group.property])

/** Whether a row's cell holds the group's value (used where the answer has no group results). */
function rowInGroup(row: Block | undefined, group: ViewGroup): boolean {
  const cell = (row?.properties as Json | undefined)?.[group.property]
  const text = plainText(cell).trim()
  const inner = group.value.value
  if (inner === undefined) return text === ''
  const wanted = String(isObject(inner) ? inner.value : inner)
  if (group.value.type === 'checkbox')
    return (text === 'Yes') === (inner === true || wanted === 'Yes' || wanted === 'true')
  if (group.value.type === 'multi_select')
    return text
      .split(',')
      .map((v) => v.trim())
      .includes(wanted)
  return text === wanted
}

export interface ShapedView {
  view: CollectionView
  data: Json
}

/** A view format with its groups cleaned, and the type it is drawn as. */
function shapeFormat(
  view: CollectionView,
  collection: Collection,
): { type: string; format: Json; groups: ViewGroup[] } {
  const original = view.type as string
  const format: Json = { ...(isObject(view.format) ? view.format : {}) }
  let type = DRAWN_TYPES.has(original) ? original : 'list'
  if (type !== original) {
    format.list_properties = format[`${original}_properties`] ?? format.table_properties
  }
  if (type === 'board') {
    const groups = groupsOf(
      format,
      Array.isArray(format.board_columns) ? 'board_columns' : 'board_groups2',
      'board_columns_by',
      collection,
    )
    if (groups.some((g) => inSchema(collection, g) && !g.hidden)) {
      format.board_columns = groups
      return { type, format, groups }
    }
    // A board without columns to draw: its rows as cards.
    type = 'gallery'
    format.gallery_properties = format.board_properties
    format.gallery_cover = format.board_cover
    format.gallery_cover_size = format.board_cover_size
    format.gallery_cover_aspect = format.board_cover_aspect
    delete format.board_columns
  }
  const groups = groupsOf(format, 'collection_groups', 'collection_group_by', collection)
  if (
    format.collection_group_by &&
    groups.length > 0 &&
    groups.every((g) => inSchema(collection, g))
  ) {
    format.collection_groups = groups
    return { type, format, groups }
  }
  delete format.collection_group_by
  delete format.collection_groups
  return { type, format, groups: [] }
}

/**
 * The view and its query answer as react-notion-x draws them. `rowIds` are the view's rows (any
 * answer shape, lib/notion/database.ts), `rows` their blocks.
 */
export function shapeView(
  view: CollectionView,
  collection: Collection,
  answer: unknown,
  rowIds: readonly string[],
  rows: (id: string) => Block | undefined,
): ShapedView {
  const { type, format, groups } = shapeFormat(view, collection)
  const data: Json = { ...(isObject(answer) ? answer : {}) }
  const flat =
    isObject(data.collection_group_results) && Array.isArray(data.collection_group_results.blockIds)
  if (!flat)
    data.collection_group_results = { type: 'results', blockIds: [...rowIds], hasMore: false }
  const shapedView = { ...view, type, format } as CollectionView
  if (groups.length === 0) return { view: shapedView, data }

  const idsOf = new Map<ViewGroup, string[]>()
  for (const group of groups) {
    const given = data[groupResultKey(group)]
    const ids =
      isObject(given) && Array.isArray(given.blockIds)
        ? given.blockIds.filter((id): id is string => typeof id === 'string')
        : rowIds.filter((id) => rowInGroup(rows(id), group))
    data[groupResultKey(group)] = {
      ...(isObject(given) ? given : {}),
      type: 'results',
      blockIds: ids,
      total: ids.length,
    }
    idsOf.set(group, ids)
  }
  // Rows the groups cannot place (a value type that cannot be matched): shown ungrouped.
  const placed = [...idsOf.values()].reduce((n, ids) => n + ids.length, 0)
  if (placed === 0 && rowIds.length > 0) {
    const ungrouped = { ...format }
    delete ungrouped.collection_group_by
    delete ungrouped.collection_groups
    const asCards = type === 'board'
    return {
      view: {
        ...view,
        type: asCards ? 'gallery' : type,
        format: asCards ? { ...ungrouped, gallery_properties: format.board_properties } : ungrouped,
      } as CollectionView,
      data,
    }
  }
  if (type === 'board') {
    data.board_columns = {
      type: 'groups',
      version: 'v2',
      results: groups.map((group) => ({
        value: group.value,
        total: idsOf.get(group)?.length ?? 0,
      })),
    }
  }
  return { view: shapedView, data }
}
