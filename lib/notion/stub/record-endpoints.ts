// Endpoints that look records up by id: syncRecordValuesMain, getRecordValues and
// getSignedFileUrls. Unknown ids come back as `{role:'none'}`, as Notion does for records
// the caller may not read, which also lets notion-client's fetch-missing loop end.
import { isObject, noneBox, type JsonObject } from './records'
import { notionError, ok, type StubResponse } from './responses'
import type { RouteOptions } from './routes'
import type { Workspace } from './workspace'

interface RecordRequest {
  table: string
  id: string
}

/** Index-aligned with the request; unusable entries become undefined. */
function recordRequests(
  body: unknown,
  defaultTable: string,
): (RecordRequest | undefined)[] | undefined {
  if (!isObject(body) || !Array.isArray(body.requests)) return undefined
  return body.requests.map((request: unknown) => {
    if (!isObject(request) || typeof request.id !== 'string') return undefined
    return {
      table: typeof request.table === 'string' ? request.table : defaultTable,
      id: request.id,
    }
  })
}

function lookUp(workspace: Workspace, request: RecordRequest | undefined): unknown {
  return (request && workspace.findRecord(request.table, request.id)?.box) ?? noneBox()
}

/** `{requests:[{table, id, version}]}` → `{recordMap:{[table]:{[id]: box}}}`, keyed by the id as asked. */
export function syncRecordValues(workspace: Workspace, body: unknown): StubResponse {
  const requests = recordRequests(body, 'block')
  if (!requests) return notionError(400, 'syncRecordValues needs requests[]')
  const recordMap: Record<string, JsonObject> = {}
  for (const request of requests) {
    if (!request) continue
    const tableMap = (recordMap[request.table] ??= {})
    tableMap[request.id] = lookUp(workspace, request)
  }
  return ok({ recordMap })
}

/** `{requests:[{id, table}]}` → `{results:[box…]}`, index-aligned. */
export function getRecordValues(workspace: Workspace, body: unknown): StubResponse {
  const requests = recordRequests(body, 'notion_user')
  if (!requests) return notionError(400, 'getRecordValues needs requests[]')
  return ok({ results: requests.map((request) => lookUp(workspace, request)) })
}

function stubSignature(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}signature=stub`
}

/**
 * `{urls:[{permissionRecord, url}]}` → `{signedUrls:[…]}`: links to the stub's own file host when
 * it serves files, else the recorded signature when there is one.
 */
export function getSignedFileUrls(workspace: Workspace, body: unknown, options: RouteOptions = {}): StubResponse {
  if (!isObject(body) || !Array.isArray(body.urls))
    return notionError(400, 'getSignedFileUrls needs urls[]')
  const signedUrls = body.urls.map((entry: unknown) => {
    const url = isObject(entry) && typeof entry.url === 'string' ? entry.url : ''
    if (options.files && url) return options.files.sign(url)
    return workspace.signedUrl(url) ?? stubSignature(url)
  })
  return ok({ signedUrls })
}
