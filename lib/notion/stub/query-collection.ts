// queryCollection: replays the recorded result of a database view, cut to the limits the
// client's reducers ask for, with the row blocks alongside.
import { isObject, type JsonObject, type RecordTable } from './records'
import { notionError, ok, type StubResponse } from './responses'
import type { RouteOptions } from './routes'
import type { Workspace } from './workspace'

/** Older recordings kept `{type:'table', blockIds, total}`; notion-client 8 only reads reducer results. */
function asReducerResults(entry: JsonObject): JsonObject {
  if (!Array.isArray(entry.blockIds)) return entry
  return { collection_group_results: { type: 'results', blockIds: entry.blockIds, hasMore: false } }
}

function requestedLimit(reducers: JsonObject, key: string): number {
  const reducer = reducers[key]
  return isObject(reducer) && typeof reducer.limit === 'number' ? reducer.limit : Infinity
}

/** Truncates every `blockIds` list (plain or `results:<type>:<value>` groups) to its reducer's limit. */
function applyLimits(results: JsonObject, reducers: JsonObject): JsonObject {
  const limited: JsonObject = {}
  for (const [key, value] of Object.entries(results)) {
    if (!isObject(value) || !Array.isArray(value.blockIds)) {
      limited[key] = value
      continue
    }
    const limit = requestedLimit(reducers, key)
    const truncated = value.blockIds.length > limit
    limited[key] = {
      ...value,
      blockIds: truncated ? value.blockIds.slice(0, limit) : value.blockIds,
      ...(truncated || 'hasMore' in value ? { hasMore: truncated || value.hasMore === true } : {}),
    }
  }
  return limited
}

function returnedRowIds(results: JsonObject): string[] {
  const ids = new Set<string>()
  for (const value of Object.values(results)) {
    if (!isObject(value) || !Array.isArray(value.blockIds)) continue
    for (const id of value.blockIds) if (typeof id === 'string') ids.add(id)
  }
  return [...ids]
}

function singleRecord(workspace: Workspace, table: string, id: string): RecordTable {
  const found = workspace.findRecord(table, id)
  return found ? { [found.key]: found.box } : {}
}

/** The `result` of an older server: one flat list of the first reducer's rows. */
function legacyResult(reducerResults: JsonObject): JsonObject {
  const blockIds = returnedRowIds(reducerResults)
  return { type: 'table', blockIds, total: blockIds.length }
}

export function queryCollection(workspace: Workspace, body: unknown, options: RouteOptions = {}): StubResponse {
  const request = isObject(body) ? body : {}
  const collectionId = isObject(request.collection) ? request.collection.id : undefined
  const viewId = isObject(request.collectionView) ? request.collectionView.id : undefined
  if (typeof collectionId !== 'string' || typeof viewId !== 'string') {
    return notionError(400, 'queryCollection needs collection.id and collectionView.id')
  }
  const recorded = workspace.findQuery(collectionId, viewId)
  if (!recorded)
    return notionError(400, `No recorded query for collection ${collectionId}, view ${viewId}`)

  const loader = isObject(request.loader) ? request.loader : {}
  const reducers = isObject(loader.reducers) ? loader.reducers : {}
  const reducerResults = applyLimits(asReducerResults(recorded.entry), reducers)

  const rows: RecordTable = {}
  for (const id of returnedRowIds(reducerResults)) {
    const box = recorded.blocks[id] ?? workspace.findRecord('block', id)?.box
    if (box !== undefined) rows[id] = box
  }
  return ok({
    result: options.queryResults === 'legacy' ? legacyResult(reducerResults) : { type: 'reducer', reducerResults },
    recordMap: {
      block: rows,
      collection: singleRecord(workspace, 'collection', collectionId),
      collection_view: singleRecord(workspace, 'collection_view', viewId),
    },
  })
}
