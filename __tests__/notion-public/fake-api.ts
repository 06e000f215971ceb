// A tiny in-memory public API behind a `fetch`, for the source tests: pages, databases, data
// sources and block children, paginated `pageSize` at a time, with faults queued per path.
import type { ApiObject } from '@/lib/notion/public-api/reader'
import type { PublicBlock } from '@/lib/notion/public-api/blocks'

export interface FakeWorkspace {
  pages: Record<string, ApiObject>
  databases: Record<string, ApiObject>
  dataSources: Record<string, ApiObject>
  /** Rows of each data source, in query order. */
  rows: Record<string, ApiObject[]>
  children: Record<string, PublicBlock[]>
  blocks?: Record<string, PublicBlock>
}

export interface Fault {
  status: number
  headers?: Record<string, string>
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

const notFound = (id: string) => json(404, { object: 'error', status: 404, code: 'object_not_found', message: `Could not find ${id}.` })

const compact = (id: string) => id.replace(/-/g, '')

function lookup<T>(table: Record<string, T> | undefined, id: string): T | undefined {
  return Object.entries(table ?? {}).find(([key]) => compact(key) === compact(id))?.[1]
}

function paginate<T>(items: T[], cursor: string | null, pageSize: number) {
  const start = cursor ? Number(cursor) : 0
  const results = items.slice(start, start + pageSize)
  const more = start + pageSize < items.length
  return { object: 'list', results, has_more: more, next_cursor: more ? String(start + pageSize) : null }
}

export function fakeApi(workspace: FakeWorkspace, pageSize = 100) {
  const calls: string[] = []
  const faults: Record<string, Fault[]> = {}
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    const path = url.pathname
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${path}`)
    const fault = faults[path]?.shift()
    if (fault) return json(fault.status, { object: 'error', status: fault.status, code: 'rate_limited', message: 'fault' }, fault.headers)
    const body = init?.body ? (JSON.parse(String(init.body)) as { start_cursor?: string; page_size?: number }) : {}
    const cursor = url.searchParams.get('start_cursor') ?? body.start_cursor ?? null
    const size = Math.min(pageSize, Number(url.searchParams.get('page_size') ?? body.page_size ?? 100))
    let m: RegExpExecArray | null
    if ((m = /^\/v1\/pages\/([^/]+)$/.exec(path))) return lookupAnswer(workspace.pages, m[1]!)
    if ((m = /^\/v1\/databases\/([^/]+)$/.exec(path))) return lookupAnswer(workspace.databases, m[1]!)
    if ((m = /^\/v1\/data_sources\/([^/]+)\/query$/.exec(path))) {
      const rows = lookup(workspace.rows, m[1]!)
      return rows ? json(200, paginate(rows, cursor, size)) : notFound(m[1]!)
    }
    if ((m = /^\/v1\/data_sources\/([^/]+)$/.exec(path))) return lookupAnswer(workspace.dataSources, m[1]!)
    if ((m = /^\/v1\/blocks\/([^/]+)\/children$/.exec(path))) {
      const children = lookup(workspace.children, m[1]!)
      return children ? json(200, paginate(children, cursor, size)) : notFound(m[1]!)
    }
    if ((m = /^\/v1\/blocks\/([^/]+)$/.exec(path))) return lookupAnswer(workspace.blocks, m[1]!)
    return notFound(path)
  }
  function lookupAnswer(table: Record<string, unknown> | undefined, id: string) {
    const found = lookup(table, id)
    return found ? json(200, found) : notFound(id)
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The next answers for a path are these faults, in order. */
    fail(path: string, ...next: Fault[]) {
      ;(faults[path] ??= []).push(...next)
    },
  }
}
