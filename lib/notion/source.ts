// Where record maps come from: Notion's API (live) or a snapshot directory of recorded pages.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import type { FileRef, FreshFile } from './file-ref'
import { ScheduledNotionAPI, type LiveClientOptions } from './client'
import { liveFiles } from './live-files'
import { compactId, dashedId, getBlock, normaliseRecordMap, unwrapRecord } from './records'

/** A page's records in the classic shape; opaque to code outside lib/notion. */
export type NotionRecordMap = ExtendedRecordMap

export interface PageSource {
  /** `live`: /api/v3 through notion-client; `public-api`: api.notion.com/v1 through @notionhq/client. */
  readonly kind: 'live' | 'public-api' | 'snapshot'
  /**
   * A page's full record map, normalised to the classic shape. `signFiles` asks Notion to sign
   * its file URLs (one getSignedFileUrls call per page holding an upload); off by default: the
   * site never shows a signed link, every Notion-hosted file goes through Notion's image or
   * re-signing proxy by block id (image-url.ts), and the body drops `signed_urls` (body.ts).
   */
  getPage(pageId: string, options?: { signFiles?: boolean }): Promise<ExtendedRecordMap>
  /**
   * A link to one file that works now (re-signed by Notion when it is an upload), read from the
   * record itself, never from the request; undefined when the record or slot holds no file.
   * Optional until every source has it (lib/notion/file-ref.ts).
   */
  fileUrl?(ref: FileRef): Promise<FreshFile | undefined>
  /**
   * Where the record named by a ref lies, for the image route's visibility check (only files of
   * what the site shows may be fetched); undefined when Notion has no such record.
   */
  fileContext?(ref: FileRef): Promise<FileContext | undefined>
  /** HTTP requests per endpoint so far (live only). */
  callCounts(): Record<string, number>
}

export interface FileContext {
  /** Compact ids of the record and of every page, block and database above it, nearest first. */
  owners: string[]
  /** The slot shows an image (cover, icon, image block): anything else fetched there is refused. */
  imageOnly: boolean
}

export class PageNotFoundError extends Error {
  constructor(readonly pageId: string, where: string) {
    super(`Notion page not found "${pageId}" (${where})`)
    this.name = 'PageNotFoundError'
  }
}

/** Whether a record map holds the page's own block (a cached or recorded copy is usable). */
export function hasPageBlock(recordMap: unknown, pageId: string): boolean {
  const blocks = (recordMap as { block?: Record<string, unknown> } | undefined)?.block
  return unwrapRecord(blocks?.[dashedId(pageId)]) !== undefined
}

/** A record map without the requested page's own block is an error, never an empty page. */
function withPageBlock(recordMap: ExtendedRecordMap, pageId: string, where: string): ExtendedRecordMap {
  if (!getBlock(recordMap, dashedId(pageId))) throw new PageNotFoundError(compactId(pageId), where)
  return recordMap
}

// Large blogs have thousands of rows; notion-client's default reducer limit is 999.
const COLLECTION_LIMIT = 100_000

export function liveSource(options: LiveClientOptions & { concurrency: number }): PageSource {
  const api = new ScheduledNotionAPI(options)
  const files = liveFiles(api)
  return {
    kind: 'live',
    fileUrl: files.fileUrl,
    fileContext: files.fileContext,
    async getPage(pageId, { signFiles = false } = {}) {
      let raw: ExtendedRecordMap
      try {
        raw = await api.getPage(dashedId(pageId), {
          concurrency: options.concurrency,
          // A failed queryCollection must fail the fetch, not produce an empty blog.
          throwOnCollectionErrors: true,
          collectionReducerLimit: COLLECTION_LIMIT,
          signFileUrls: signFiles,
        })
      } catch (error) {
        // A page fans out into queries and record batches whose errors name only those.
        throw new Error(`page ${compactId(pageId)}: ${(error as Error).message}`, { cause: error })
      }
      return withPageBlock(normaliseRecordMap(raw), pageId, 'getPage returned no block for it')
    },
    callCounts: () => api.scheduler.callCounts(),
  }
}

export function snapshotSource(dir: string): PageSource {
  return {
    kind: 'snapshot',
    async getPage(pageId) {
      const file = path.join(dir, `${compactId(pageId)}.json`)
      let text: string
      try {
        text = await readFile(file, 'utf8')
      } catch {
        throw new PageNotFoundError(compactId(pageId), `no ${file}`)
      }
      return withPageBlock(normaliseRecordMap(JSON.parse(text)), pageId, `${file} holds no block for it`)
    },
    callCounts: () => ({}),
  }
}
