// Cursor pagination as the public API does it: `page_size` up to 100 (default 100), an opaque
// `start_cursor` (here: the id of the first item of the next page), `has_more`/`next_cursor`.
import { apiError, type PublicAnswer } from './errors'

export const MAX_PAGE_SIZE = 100

export interface PageRequest {
  start_cursor?: unknown
  page_size?: unknown
}

export type ListType = 'block' | 'page_or_data_source' | 'user' | 'property_item' | 'view' | 'page'

export function paginate<T>(
  items: readonly T[],
  request: PageRequest,
  cursorOf: (item: T) => string,
  type: ListType,
  extra: Record<string, unknown> = {},
): PublicAnswer | { json: Record<string, unknown> } {
  const size = request.page_size === undefined ? MAX_PAGE_SIZE : Number(request.page_size)
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    return apiError(
      400,
      `body failed validation: page_size should be a number between 1 and ${MAX_PAGE_SIZE}, instead was ${String(request.page_size)}.`,
    )
  let start = 0
  if (request.start_cursor !== undefined && request.start_cursor !== null) {
    start = items.findIndex((item) => cursorOf(item) === request.start_cursor)
    if (start < 0)
      return apiError(400, `The start_cursor provided is invalid: ${String(request.start_cursor)}`)
  }
  const results = items.slice(start, start + size)
  const next = items[start + size]
  return {
    json: {
      object: 'list',
      results,
      next_cursor: next === undefined ? null : cursorOf(next),
      has_more: next !== undefined,
      type,
      [type]: extra,
    },
  }
}

/** Query-string paging (`GET …?start_cursor=&page_size=`). */
export function pageRequestOf(search: URLSearchParams): PageRequest {
  const size = search.get('page_size')
  return {
    start_cursor: search.get('start_cursor') ?? undefined,
    page_size: size === null ? undefined : size,
  }
}
