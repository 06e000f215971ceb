// The live path: notion-client's NotionAPI with every HTTP call routed through our scheduler.
import { NotionAPI } from 'notion-client'
import { dashedId, unwrapRecord } from './records'
import { RequestScheduler, type SchedulerOptions } from './scheduler'

type FetchArgs = Parameters<NotionAPI['fetch']>[0]

export interface LiveClientOptions extends SchedulerOptions {
  apiBaseUrl: string
  authToken?: string
  activeUser?: string
  timeoutMs: number
}

/** The id a request body is about, for logs and error messages. */
function subjectOf(body: unknown): string | undefined {
  const b = body as Record<string, unknown> | undefined
  if (!b) return undefined
  if (typeof b.pageId === 'string') return b.pageId
  const collection = b.collection as { id?: string } | undefined
  if (collection?.id) return `collection ${collection.id}`
  const requests = b.requests as { id?: string }[] | undefined
  if (requests?.length) return requests.length === 1 ? requests[0]?.id : `${requests.length} records`
  const urls = b.urls as unknown[] | undefined
  return urls ? `${urls.length} file(s)` : undefined
}

/**
 * A page chunk whose requested page block is missing or `{role:'none'}` is a failure, not an
 * empty page: Notion answers that way for deleted or unshared pages and during outages.
 * Thrown inside the scheduled task, so it is retried and then reported with endpoint and id.
 */
function checkPageChunk(body: unknown, result: object): void {
  const pageId = (body as { pageId?: unknown } | undefined)?.pageId
  if (typeof pageId !== 'string') return
  const blocks = (result as { recordMap?: { block?: Record<string, unknown> } }).recordMap?.block
  if (unwrapRecord(blocks?.[dashedId(pageId)])) return
  throw new Error(
    `the answer holds no readable block for page ${pageId} ({role:'none'} or missing: ` +
      'deleted, not shared with the integration, or a Notion fault)',
  )
}

type CollectionData = Awaited<ReturnType<NotionAPI['getCollectionData']>>

/**
 * notion-client keeps only `result.reducerResults`; older servers answer `result.blockIds`,
 * which it would drop, leaving a blog that looks empty but valid. Older answers are read into
 * the current shape, and an answer with neither is an error, never an empty list.
 */
function withReducerResults(data: CollectionData, collectionId: string): CollectionData {
  const result = data.result as (CollectionData['result'] & { blockIds?: unknown; total?: unknown }) | undefined
  if (result?.reducerResults) return data
  if (result && Array.isArray(result.blockIds)) {
    const blockIds = result.blockIds.filter((id): id is string => typeof id === 'string')
    const reducerResults = { collection_group_results: { type: 'results', blockIds, hasMore: false } }
    return { ...data, result: { ...result, reducerResults } as CollectionData['result'] }
  }
  throw new Error(`queryCollection for collection ${collectionId} answered without any results list`)
}

type ViewArg = Parameters<NotionAPI['getCollectionData']>[2]

/**
 * A view grouped by a property lists its "no value" group as `{property, value: null}` (seen in
 * recorded workspaces); notion-client destructures `value` and throws, failing the whole page.
 * Such a group is read as the uncategorized group it is (`value` without a value).
 */
export function withReadableGroups(view: ViewArg): ViewArg {
  const format = (view as { format?: Record<string, unknown> } | undefined)?.format
  if (!view || !format) return view
  const fixed: Record<string, unknown> = {}
  for (const key of ['board_columns', 'collection_groups'] as const) {
    const groups = format[key]
    if (!Array.isArray(groups) || !groups.some((g) => g && (g as { value?: unknown }).value == null)) continue
    const by = (format[key === 'board_columns' ? 'board_columns_by' : 'collection_group_by'] ?? {}) as { type?: string }
    fixed[key] = groups.map((g) => (g && (g as { value?: unknown }).value == null ? { ...g, value: { type: by.type } } : g))
  }
  return Object.keys(fixed).length ? ({ ...view, format: { ...format, ...fixed } } as ViewArg) : view
}

export class ScheduledNotionAPI extends NotionAPI {
  readonly scheduler: RequestScheduler
  private readonly timeoutMs: number

  constructor(options: LiveClientOptions) {
    super({
      apiBaseUrl: options.apiBaseUrl,
      authToken: options.authToken,
      activeUser: options.activeUser,
      // Retries are ours (notion-client would wait 60-75 s after a 429).
      ofetchOptions: { retry: 0 },
    })
    this.scheduler = new RequestScheduler(options)
    this.timeoutMs = options.timeoutMs
  }

  override async getCollectionData(...args: Parameters<NotionAPI['getCollectionData']>): Promise<CollectionData> {
    const [collectionId, viewId, view, options] = args
    return withReducerResults(await super.getCollectionData(collectionId, viewId, withReadableGroups(view), options), collectionId)
  }

  override fetch<T>(args: FetchArgs): Promise<T> {
    const key = `${args.endpoint} ${JSON.stringify(args.body ?? null)}`
    const meta = { endpoint: args.endpoint, subject: subjectOf(args.body) }
    return this.scheduler.run(key, meta, async () => {
      const result = await super.fetch<T>({
        ...args,
        ofetchOptions: {
          ...args.ofetchOptions,
          retry: 0,
          timeout: this.timeoutMs,
          // ofetch's default parser returns malformed JSON as a string, which notion-client
          // would then read as "page not found": fail loudly instead.
          parseResponse: JSON.parse,
        },
      })
      if (typeof result !== 'object' || result === null) {
        throw new Error(`unexpected response body from ${args.endpoint}`)
      }
      if (args.endpoint === 'loadPageChunk') checkPageChunk(args.body, result)
      return result
    })
  }
}
