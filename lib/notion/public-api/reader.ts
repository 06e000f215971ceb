// Every call to the public API: @notionhq/client (its own retries off) under our scheduler
// (bounded concurrency, retries with backoff that honour 429 Retry-After, 5xx and 529), paced to
// an average rate (the API allows about three requests a second per integration), paginated.
import { Client, isHTTPResponseError, LogLevel } from '@notionhq/client'
import { RequestScheduler, type SchedulerOptions } from '../scheduler'
import type { PublicBlock } from './blocks'

/** The API version read: the first with data sources (databases hold one or more of them). */
export const NOTION_VERSION = '2025-09-03'

export interface PublicApiOptions extends SchedulerOptions {
  token: string
  /** The API's origin, e.g. https://api.notion.com (paths are /v1/…). */
  baseUrl: string
  timeoutMs: number
  /** Average requests per second, across every request of this source. */
  requestsPerSecond: number
  fetch?: typeof fetch
}

type Paginated<T> = { results: T[]; has_more: boolean; next_cursor: string | null }
export type ApiObject = { object: string; id: string; [field: string]: unknown }

/** Spaces request starts so they average `perSecond`. */
class Pacer {
  private next = 0
  constructor(private readonly intervalMs: number) {}

  async wait(): Promise<void> {
    const now = Date.now()
    const at = Math.max(now, this.next)
    this.next = at + this.intervalMs
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now))
  }
}

/** The client's HTTP errors in the shape the scheduler reads status and Retry-After from. */
function schedulerError(error: unknown): unknown {
  if (!isHTTPResponseError(error)) return error
  const headers = error.headers as { get?: (name: string) => string | null } | Record<string, string> | undefined
  const get = (name: string): string | null => {
    if (typeof headers?.get === 'function') return (headers.get as (n: string) => string | null)(name)
    const entry = Object.entries((headers ?? {}) as Record<string, string>).find(([k]) => k.toLowerCase() === name)
    return entry ? String(entry[1]) : null
  }
  return Object.assign(error, { response: { status: error.status, headers: { get } } })
}

export class PublicApiReader {
  readonly scheduler: RequestScheduler
  private readonly client: Client
  private readonly pacer: Pacer

  constructor(options: PublicApiOptions) {
    this.scheduler = new RequestScheduler(options)
    this.pacer = new Pacer(1000 / Math.max(0.01, options.requestsPerSecond))
    this.client = new Client({
      auth: options.token,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      notionVersion: NOTION_VERSION,
      timeoutMs: options.timeoutMs,
      retry: false,
      // Failures are the scheduler's to retry and report (a 404 may be expected: a database id).
      logLevel: LogLevel.ERROR,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })
  }

  private call<T>(endpoint: string, subject: string, args: unknown, task: (client: Client) => Promise<T>): Promise<T> {
    return this.scheduler.run(`${endpoint} ${JSON.stringify(args)}`, { endpoint, subject }, async () => {
      await this.pacer.wait()
      try {
        return await task(this.client)
      } catch (error) {
        throw schedulerError(error)
      }
    })
  }

  retrievePage(id: string): Promise<ApiObject> {
    return this.call('pages.retrieve', id, id, (c) => c.pages.retrieve({ page_id: id }) as Promise<ApiObject>)
  }

  retrieveDatabase(id: string): Promise<ApiObject> {
    return this.call('databases.retrieve', id, id, (c) => c.databases.retrieve({ database_id: id }) as Promise<ApiObject>)
  }

  retrieveDataSource(id: string): Promise<ApiObject> {
    return this.call('dataSources.retrieve', id, id, (c) => c.dataSources.retrieve({ data_source_id: id }) as Promise<ApiObject>)
  }

  retrieveBlock(id: string): Promise<PublicBlock> {
    return this.call('blocks.retrieve', id, id, (c) => c.blocks.retrieve({ block_id: id }) as Promise<PublicBlock>)
  }

  private async all<T>(next: (cursor: string | undefined) => Promise<Paginated<T>>): Promise<T[]> {
    const out: T[] = []
    let cursor: string | undefined
    do {
      const page = await next(cursor)
      out.push(...page.results)
      cursor = page.has_more && page.next_cursor ? page.next_cursor : undefined
    } while (cursor)
    return out
  }

  /** Every child of a block (or page), all pages of 100. */
  children(blockId: string): Promise<PublicBlock[]> {
    return this.all((cursor) => {
      const args = { block_id: blockId, page_size: 100, ...(cursor ? { start_cursor: cursor } : {}) }
      return this.call('blocks.children.list', blockId, args, (c) => c.blocks.children.list(args) as Promise<Paginated<PublicBlock>>)
    })
  }

  /** A database's views, in the order of its tabs. */
  views(databaseId: string): Promise<string[]> {
    return this.all((cursor) => {
      const args = { database_id: databaseId, page_size: 100, ...(cursor ? { start_cursor: cursor } : {}) }
      return this.call('views.list', databaseId, args, (c) => c.views.list(args))
    }).then((refs) => refs.map((ref) => ref.id))
  }

  /** The ids of a view's rows, in the view's order (its sorts, or the owner's manual order). */
  async viewRowIds(viewId: string): Promise<string[]> {
    const query = await this.call('views.queries.create', viewId, viewId, (c) => c.views.queries.create({ view_id: viewId, page_size: 100 }))
    const ids = query.results.map((ref) => ref.id)
    let cursor = query.has_more ? query.next_cursor : null
    while (cursor) {
      const args = { view_id: viewId, query_id: query.id, page_size: 100, start_cursor: cursor }
      const page = await this.call('views.queries.results', viewId, args, (c) => c.views.queries.results(args))
      ids.push(...page.results.map((ref) => ref.id))
      cursor = page.has_more ? page.next_cursor : null
    }
    return ids
  }

  /** Every page of a data source, all pages of 100, in the order the API answers. */
  async rows(dataSourceId: string): Promise<ApiObject[]> {
    const results = await this.all((cursor) => {
      const args = { data_source_id: dataSourceId, page_size: 100, ...(cursor ? { start_cursor: cursor } : {}) }
      return this.call('dataSources.query', dataSourceId, args, (c) => c.dataSources.query(args) as Promise<Paginated<ApiObject>>)
    })
    return results.filter((r) => r.object === 'page')
  }
}
