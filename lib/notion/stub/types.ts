import type { StubFileOptions } from './files'
import type { RecordShape } from './records'

export interface StubOptions {
  /** Snapshot directory: one `<32-hex id>.json` getPage() record map per page. */
  dir?: string
  /** Record maps in memory, keyed by page id (used instead of, or on top of, `dir`). */
  pages?: Record<string, unknown>
  /** How boxes are served; `as-recorded` (default) leaves them as stored. */
  shape?: RecordShape
  /** 0 (default) picks a free port. */
  port?: number
  /**
   * Max blocks of a page's content tree (page block included, breadth-first) that
   * loadPageChunk sends; the client must fetch the rest with syncRecordValuesMain.
   * Default: unlimited.
   */
  chunkBlockLimit?: number
  /**
   * How queryCollection answers: `reducer` (default, today's `result.reducerResults`) or
   * `legacy` (older servers: `result: {type: 'table', blockIds, total}`).
   */
  queryResults?: QueryResultShape
  /**
   * Serve uploads as Notion's file host does: getSignedFileUrls answers links to this server
   * that expire (files.ts), GET /files/… serves them. Off: the recorded signature, or `?signature=stub`.
   */
  files?: StubFileOptions | boolean
}

export type QueryResultShape = 'reducer' | 'legacy'

export interface Fault {
  /** e.g. 'loadPageChunk', or 'files' for the file host (`files`); default: any endpoint. */
  endpoint?: string
  /** Matches the request's page, collection, view, record or file-owner id (dashes optional). */
  pageId?: string
  /** Error status to answer with (429 when only retryAfter is given). */
  status?: number
  /** Seconds, sent as the Retry-After header. */
  retryAfter?: number
  delayMs?: number
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean
  /** Replace every record in the answer with `{role:'none'}`. */
  roleNone?: boolean
  /** How many matching requests it affects; default Infinity. */
  times?: number
}

export interface StubCall {
  endpoint: string
  body: unknown
  status: number
  /** Epoch ms when the request arrived (before any injected delay). */
  at: number
}

export interface NotionStub {
  /** `http://127.0.0.1:PORT/api/v3` */
  url: string
  close(): Promise<void>
  calls: StubCall[]
  callCounts(): Record<string, number>
  resetCalls(): void
  addFault(fault: Fault): void
  clearFaults(): void
  /** Every file link signed so far stops working (needs `files`). */
  expireFileLinks(): void
  /** Re-read `dir` (and re-index `pages`) to simulate edits in the workspace. */
  reload(): void
}
