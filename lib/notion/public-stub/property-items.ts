// `GET /v1/pages/{id}/properties/{property_id}`: one property item, or for title, rich text,
// people and relation a paginated list of items (a relation longer than the page object's 25).
import { isObject, normalizeId } from '../stub/records'
import { notFound, ok, type PublicAnswer } from './errors'
import { schemaOf } from './objects'
import { paginate, type PageRequest } from './pagination'
import { fullPropertyValue, propertyId, publicType } from './properties'
import type { PublicWorkspace } from './store'

const LIST_TYPES = new Set(['title', 'rich_text', 'people', 'relation'])

export function propertyItems(
  store: PublicWorkspace,
  pageId: string,
  requested: string,
  paging: PageRequest,
): PublicAnswer {
  const page = store.record('block', pageId)
  if (!page) return notFound(pageId)
  const collection =
    page.parent_table === 'collection' && typeof page.parent_id === 'string'
      ? store.record('collection', page.parent_id)
      : undefined
  const schema = collection
    ? schemaOf(collection)
    : [['title', { name: 'title', type: 'title' }] as [string, Record<string, unknown>]]
  const match = schema.find(
    ([classicId, entry]) =>
      classicId === requested || propertyId(classicId) === requested || entry.name === requested,
  )
  if (!match || !isObject(match[1])) return notFound(requested)
  const [classicId, entry] = match
  const type = publicType(String(entry.type))
  const id = propertyId(classicId)
  const value = fullPropertyValue(classicId, entry, page, store.context)
  if (!LIST_TYPES.has(type) || !Array.isArray(value))
    return ok({ object: 'property_item', id, type, [type]: value })

  const items = value.map((item, index) => ({
    object: 'property_item',
    id,
    type,
    [type]: item,
    index,
  }))
  const listed = paginate(items, paging, (item) => String(item.index), 'property_item', {
    id,
    type,
    [type]: {},
    next_url: null,
  })
  if ('status' in listed) return listed
  const results = (listed.json.results as typeof items).map(({ index: _index, ...item }) => item)
  const nextUrl = listed.json.next_cursor
    ? `/v1/pages/${normalizeId(pageId)}/properties/${id}?start_cursor=${String(listed.json.next_cursor)}`
    : null
  return ok({ ...listed.json, results, property_item: { id, type, [type]: {}, next_url: nextUrl } })
}
