// Which endpoint answers which request path (`/api/v3/<endpoint>`).
import { loadPageChunk } from './page-chunk'
import { queryCollection } from './query-collection'
import { getRecordValues, getSignedFileUrls, syncRecordValues } from './record-endpoints'
import { isObject } from './records'
import { notionError, ok, type StubResponse } from './responses'
import type { Workspace } from './workspace'
import type { StubFiles } from './files'

import type { QueryResultShape } from './types'

export interface RouteOptions {
  chunkBlockLimit?: number
  queryResults?: QueryResultShape
  files?: StubFiles
}

type Handler = (workspace: Workspace, body: unknown, options: RouteOptions) => StubResponse

const ROUTES: Record<string, Handler> = {
  loadPageChunk: (workspace, body, { chunkBlockLimit }) =>
    ok(loadPageChunk(workspace, isObject(body) ? body.pageId : undefined, chunkBlockLimit)),
  queryCollection,
  syncRecordValuesMain: syncRecordValues,
  // The pre-2025 name of the same endpoint.
  syncRecordValues,
  getSignedFileUrls,
  getRecordValues,
}

export function route(
  endpoint: string,
  workspace: Workspace,
  body: unknown,
  options: RouteOptions,
): StubResponse {
  const handler = Object.hasOwn(ROUTES, endpoint) ? ROUTES[endpoint] : undefined
  return handler
    ? handler(workspace, body, options)
    : notionError(404, `Unknown endpoint: ${endpoint}`)
}
