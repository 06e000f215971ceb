// The read endpoints @notionhq/client calls, answered from the converted workspace. Objects
// outside the shared set answer 404 object_not_found, as Notion does for a page nobody shared
// with the integration. Data source queries ignore `filter` and `sorts`: rows come in recorded
// order (the stand-in serves recordings, it is not a query engine).
import { isObject, normalizeId } from '../stub/records'
import { apiError, notFound, ok, type PublicAnswer } from './errors'
import { pageRequestOf, paginate, type PageRequest } from './pagination'
import { propertyItems } from './property-items'
import type { PublicWorkspace } from './store'
import { BOT_ID } from './store'
import { VIEW_HANDLERS, viewEndpointOf } from './views'

export interface EndpointRequest {
  method: string
  /** Path segments after `/v1/`, decoded. */
  segments: string[]
  search: URLSearchParams
  body: unknown
}

export interface EndpointContext {
  store: PublicWorkspace
  visible(id: string): boolean
}

type Handler = (request: EndpointRequest, context: EndpointContext, id: string) => PublicAnswer

function listed(result: ReturnType<typeof paginate>): PublicAnswer {
  return 'status' in result ? result : ok(result.json)
}

function bodyPaging(body: unknown): PageRequest {
  return isObject(body) ? { start_cursor: body.start_cursor, page_size: body.page_size } : {}
}

function find<T>(map: Map<string, T>, id: string, context: EndpointContext): T | undefined {
  const key = normalizeId(id)
  return context.visible(key) ? map.get(key) : undefined
}

const retrieve =
  (pick: (store: PublicWorkspace) => Map<string, unknown>): Handler =>
  (_request, context, id) => {
    const found = find(pick(context.store), id, context)
    return found ? ok(found) : notFound(id)
  }

const HANDLERS: Record<string, Handler> = {
  'databases.retrieve': retrieve((store) => store.databases),
  'dataSources.retrieve': retrieve((store) => store.dataSources),
  'blocks.retrieve': retrieve((store) => store.blocks),
  ...VIEW_HANDLERS,
  'pages.retrieve': (request, context, id) => {
    if (find(context.store.databases, id, context))
      return apiError(
        400,
        `Provided ID ${id} is a database, not a page. Use the retrieve database API instead.`,
      )
    return retrieve((store) => store.pages)(request, context, id)
  },
  'users.retrieve': retrieve((store) => store.users),
  'users.me': (_request, context) => ok(context.store.users.get(normalizeId(BOT_ID))),
  'users.list': (request, context) =>
    listed(
      paginate(
        [...context.store.users.values()],
        pageRequestOf(request.search),
        (user) => user.id,
        'user',
      ),
    ),
  'blocks.children.list': (request, context, id) => {
    if (!find(context.store.blocks, id, context)) return notFound(id)
    const children = (context.store.children.get(normalizeId(id)) ?? []).flatMap(
      (child) => context.store.blocks.get(child) ?? [],
    )
    return listed(paginate(children, pageRequestOf(request.search), (block) => block.id, 'block'))
  },
  'dataSources.query': (request, context, id) => {
    if (!find(context.store.dataSources, id, context)) return notFound(id)
    const rows = (context.store.rows.get(normalizeId(id)) ?? [])
      .flatMap((row) => context.store.pages.get(row) ?? [])
      .filter((page) => !page.in_trash)
    return listed(
      paginate(rows, bodyPaging(request.body), (page) => page.id, 'page_or_data_source'),
    )
  },
  'pages.properties.retrieve': (request, context, id) => {
    if (!find(context.store.pages, id, context)) return notFound(id)
    const propertyId = request.segments[3] ?? ''
    return propertyItems(context.store, id, propertyId, pageRequestOf(request.search))
  },
  search: (request, context) => search(request.body, context),
}

function search(body: unknown, context: EndpointContext): PublicAnswer {
  const query = isObject(body) && typeof body.query === 'string' ? body.query.toLowerCase() : ''
  const filter = isObject(body) && isObject(body.filter) ? body.filter.value : undefined
  const titleOf = (title: { plain_text: string }[]): string =>
    title
      .map((part) => part.plain_text)
      .join('')
      .toLowerCase()
  const pages =
    filter === 'data_source'
      ? []
      : [...context.store.pages.values()].filter((page) => {
          const title = Object.values(page.properties).find((property) => property.type === 'title')
          return !page.in_trash && (title?.type !== 'title' || titleOf(title.title).includes(query))
        })
  const sources =
    filter === 'page'
      ? []
      : [...context.store.dataSources.values()].filter((source) =>
          titleOf(source.title).includes(query),
        )
  const ascending = isObject(body) && isObject(body.sort) && body.sort.direction === 'ascending'
  const results = [...pages, ...sources]
    .filter((object) => context.visible(normalizeId(object.id)))
    .sort(
      (a, b) =>
        (ascending ? 1 : -1) * a.last_edited_time.localeCompare(b.last_edited_time) ||
        a.id.localeCompare(b.id),
    )
  return listed(paginate(results, bodyPaging(body), (object) => object.id, 'page_or_data_source'))
}

/** Which endpoint a request is, and the id it names. */
export function endpointOf(
  method: string,
  segments: string[],
): { name: string; id: string } | undefined {
  const [collection, id = '', sub, subId] = segments
  const view = viewEndpointOf(method, segments)
  if (view) return view
  const get = method === 'GET'
  if (collection === 'search' && method === 'POST' && segments.length === 1)
    return { name: 'search', id: '' }
  if (collection === 'users' && get) {
    if (segments.length === 1) return { name: 'users.list', id: '' }
    if (segments.length === 2) return { name: id === 'me' ? 'users.me' : 'users.retrieve', id }
  }
  if (collection === 'databases' && get && segments.length === 2)
    return { name: 'databases.retrieve', id }
  if (collection === 'data_sources' && get && segments.length === 2)
    return { name: 'dataSources.retrieve', id }
  if (
    collection === 'data_sources' &&
    method === 'POST' &&
    sub === 'query' &&
    segments.length === 3
  )
    return { name: 'dataSources.query', id }
  if (collection === 'pages' && get && segments.length === 2) return { name: 'pages.retrieve', id }
  if (
    collection === 'pages' &&
    get &&
    sub === 'properties' &&
    subId !== undefined &&
    segments.length === 4
  )
    return { name: 'pages.properties.retrieve', id }
  if (collection === 'blocks' && get && segments.length === 2)
    return { name: 'blocks.retrieve', id }
  if (collection === 'blocks' && get && sub === 'children' && segments.length === 3)
    return { name: 'blocks.children.list', id }
  return undefined
}

export function answerEndpoint(
  name: string,
  id: string,
  request: EndpointRequest,
  context: EndpointContext,
): PublicAnswer {
  const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined
  return handler
    ? handler(request, context, id)
    : apiError(400, `Invalid request URL.`, 'invalid_request_url')
}
