import type { Fault } from '../stub/types'
import type { RateLimit } from './rate-limit'

export type { Fault }

export interface PublicStubOptions {
  /** Snapshot directory: one `<32-hex id>.json` getPage() record map per page (as the v3 stub reads). */
  dir?: string
  /** Record maps in memory, keyed by page id (used instead of, or on top of, `dir`). */
  pages?: Record<string, unknown>
  /** 0 (default) picks a free port. */
  port?: number
  /** The integration token the stand-in accepts as `Authorization: Bearer <token>`. */
  token?: string
  /** Ids of the pages and databases shared with the integration (and so everything under them); default: all. */
  shared?: readonly string[]
  /** How long a Notion-hosted file link works; default 1 hour, as Notion's. */
  fileTtlMs?: number
  /** A real rate limit (token bucket); `true` is Notion's ~3 requests/s with bursts. Default: none. */
  rateLimit?: RateLimit | boolean
}

export interface PublicStubCall {
  /** Client method name: `pages.retrieve`, `blocks.children.list`, …; `files`, `unknown`. */
  endpoint: string
  /** The id the request names (page, block, database, data source, user), as sent. */
  id: string
  method: string
  path: string
  status: number
  /** Epoch ms when the request arrived (before any injected delay). */
  at: number
}

/** A value `setProperty` writes: text (title, rich text, select, url…), a number, a checkbox, or tags. */
export type EditValue = string | number | boolean | readonly string[]

export interface PageEdit {
  title?: string
  /** By property name. */
  properties?: Record<string, EditValue>
}

export interface PublicNotionStub {
  /** `http://127.0.0.1:PORT`: the client's `baseUrl` (it adds `/v1/`). */
  url: string
  token: string
  close(): Promise<void>
  calls: PublicStubCall[]
  /** Calls per endpoint name. */
  callCounts(): Record<string, number>
  resetCalls(): void
  addFault(fault: Fault): void
  clearFaults(): void
  /** Which pages and databases the integration can see from now on (`'all'`: everything). */
  share(ids: readonly string[] | 'all'): void
  setFileTtl(ms: number): void
  /** Edits a page's title and properties, as a writer in Notion would (its last_edited_time moves). */
  editPage(pageId: string, edit: PageEdit): void
  /** Replaces the text of a text block (paragraph, heading, list item…). */
  setBlockText(blockId: string, text: string): void
  /** Re-reads `dir` and `pages` (forgetting edits). */
  reload(): void
}
