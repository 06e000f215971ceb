// Database views (API 2025-09-03): `GET /v1/views?database_id=` lists a database's views in tab
// order, `POST /v1/views/{id}/queries` runs one and `GET /v1/views/{id}/queries/{query}` pages
// through it. A view's rows come in its recorded order (the /api/v3 query's blockIds, else the
// view's page_sort), else in Notion's default for a view nobody reordered: creation order.
import { idsOfQueryResult } from '../database'
import { isObject, normalizeId, unwrapRecord } from '../stub/records'
import type { Workspace } from '../stub/workspace'
import { apiError, notFound, ok, type PublicAnswer } from './errors'
import type { EndpointContext, EndpointRequest } from './endpoints'
import { dashedId } from './ids'
import { pageRequestOf, paginate, type PageRequest } from './pagination'
import type { PublicWorkspace } from './store'

export interface RecordedView {
  /** Compact view id. */
  id: string
  databaseId: string
  dataSourceId: string
  /** Row page ids (compact), in the view's order. */
  rowIds: string[]
}

/** How long a view query's results stay cached (Notion: 15 minutes). */
const QUERY_TTL_MS = 15 * 60_000

function recordedOrder(workspace: Workspace, sourceId: string, viewId: string): string[] | undefined {
  const fromQuery = idsOfQueryResult(workspace.findQuery(sourceId, viewId)?.entry)
  if (fromQuery && fromQuery.length > 0) return fromQuery
  const pageSort = unwrapRecord(workspace.findRecord('collection_view', viewId)?.box)?.page_sort
  return Array.isArray(pageSort) && pageSort.length > 0 ? pageSort.filter((id): id is string => typeof id === 'string') : undefined
}

/** Every database's views in tab order, by compact database id. */
export function recordedViews(workspace: Workspace, store: PublicWorkspace): Map<string, RecordedView[]> {
  const views = new Map<string, RecordedView[]>()
  for (const [databaseId, database] of store.databases) {
    const block = store.record('block', databaseId)
    const sourceId = database.data_sources[0] ? normalizeId(database.data_sources[0].id) : undefined
    if (!block || !sourceId) continue
    const rows = (store.rows.get(sourceId) ?? []).filter((id) => store.pages.get(id)?.in_trash === false)
    const byCreation = [...rows].sort((a, b) =>
      (store.pages.get(a)?.created_time ?? '').localeCompare(store.pages.get(b)?.created_time ?? ''),
    )
    const present = new Set(rows)
    const viewIds = Array.isArray(block.view_ids) ? block.view_ids.filter((id): id is string => typeof id === 'string') : []
    views.set(
      databaseId,
      viewIds.map((viewId) => {
        const order = recordedOrder(workspace, sourceId, viewId)
        const rowIds = order ? [...new Set(order.map(normalizeId))].filter((id) => present.has(id)) : byCreation
        return { id: normalizeId(viewId), databaseId, dataSourceId: sourceId, rowIds }
      }),
    )
  }
  return views
}

function findView(context: EndpointContext, viewId: string): RecordedView | undefined {
  const id = normalizeId(viewId)
  for (const views of context.store.views.values()) {
    const view = views.find((candidate) => candidate.id === id)
    if (view && context.visible(view.databaseId)) return view
  }
  return undefined
}

function rowPage(context: EndpointContext, view: RecordedView, request: PageRequest) {
  const refs = view.rowIds.map((id) => ({ object: 'page', id: dashedId(id) }))
  return paginate(refs, request, (ref) => ref.id, 'page')
}

const bodyPageSize = (body: unknown): PageRequest => (isObject(body) ? { page_size: body.page_size } : {})

function listViews(request: EndpointRequest, context: EndpointContext): PublicAnswer {
  const databaseId = request.search.get('database_id')
  const sourceId = request.search.get('data_source_id')
  if (!databaseId && !sourceId) return apiError(400, 'body failed validation: database_id or data_source_id should be defined.')
  const all = databaseId
    ? context.visible(normalizeId(databaseId)) ? context.store.views.get(normalizeId(databaseId)) : undefined
    : [...context.store.views.values()].flat().filter((view) => view.dataSourceId === normalizeId(sourceId ?? '') && context.visible(view.databaseId))
  if (!all) return notFound(databaseId ?? '')
  const refs = all.map((view) => ({ object: 'view', id: dashedId(view.id) }))
  const page = paginate(refs, pageRequestOf(request.search), (ref) => ref.id, 'view')
  return 'status' in page ? page : ok(page.json)
}

function createQuery(request: EndpointRequest, context: EndpointContext, viewId: string): PublicAnswer {
  const view = findView(context, viewId)
  if (!view) return notFound(viewId)
  const page = rowPage(context, view, bodyPageSize(request.body))
  if ('status' in page) return page
  // Stateless: the query is named after its view (the recorded order does not move under it).
  return ok({
    ...page.json,
    object: 'view_query',
    id: dashedId(view.id),
    view_id: dashedId(view.id),
    expires_at: new Date(Date.now() + QUERY_TTL_MS).toISOString(),
    total_count: view.rowIds.length,
  })
}

function queryResults(request: EndpointRequest, context: EndpointContext, viewId: string): PublicAnswer {
  const view = findView(context, viewId)
  const queryId = request.segments[3] ?? ''
  if (!view || normalizeId(queryId) !== view.id) return notFound(queryId)
  const page = rowPage(context, view, pageRequestOf(request.search))
  return 'status' in page ? page : ok(page.json)
}

export const VIEW_HANDLERS = {
  'views.list': (request: EndpointRequest, context: EndpointContext) => listViews(request, context),
  'views.queries.create': createQuery,
  'views.queries.results': queryResults,
}

/** `GET /v1/views`, `POST /v1/views/{id}/queries`, `GET /v1/views/{id}/queries/{query}`. */
export function viewEndpointOf(method: string, segments: string[]): { name: string; id: string } | undefined {
  const [collection, id = '', sub] = segments
  if (collection !== 'views') return undefined
  if (method === 'GET' && segments.length === 1) return { name: 'views.list', id: '' }
  if (method === 'POST' && sub === 'queries' && segments.length === 3) return { name: 'views.queries.create', id }
  if (method === 'GET' && sub === 'queries' && segments.length === 4) return { name: 'views.queries.results', id }
  return undefined
}
