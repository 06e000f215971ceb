// A recorded workspace: one getPage() record map per page, indexed so each endpoint can
// find any record, recorded query result or signed URL regardless of which file holds it.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  isObject,
  normalizeId,
  RECORD_TABLES,
  tableEntries,
  unwrapRecord,
  type JsonObject,
  type RecordTable,
} from './records'

export interface RecordedPage {
  /** Normalised page id. */
  id: string
  recordMap: JsonObject
}

export interface IndexedRecord {
  /** The key as recorded (usually the dashed uuid). */
  key: string
  box: unknown
}

export interface RecordedQuery {
  /** `collection_query[collectionId][viewId]` as recorded. */
  entry: JsonObject
  /** Block table of the file holding it: the rows live there. */
  blocks: RecordTable
}

export interface Workspace {
  pages: Map<string, RecordedPage>
  findRecord(table: string, id: string): IndexedRecord | undefined
  findQuery(collectionId: string, viewId: string): RecordedQuery | undefined
  signedUrl(url: string): string | undefined
}

const PAGE_FILE = /^([0-9a-f]{32}|[0-9a-f-]{36})\.json$/i

export function readSnapshotDir(dir: string): Record<string, unknown> {
  const pages: Record<string, unknown> = {}
  for (const name of readdirSync(dir).sort()) {
    const match = PAGE_FILE.exec(name)
    if (!match?.[1]) continue
    const path = join(dir, name)
    try {
      pages[match[1]] = JSON.parse(readFileSync(path, 'utf8'))
    } catch (error) {
      throw new Error(`notion stub: cannot read ${path}: ${(error as Error).message}`)
    }
  }
  return pages
}

/** A recorded page's own block beats a copy found in another page's file; any record beats `{role:'none'}`. */
function priority(box: unknown, isRootOfFile: boolean): number {
  if (isRootOfFile) return 2
  return unwrapRecord(box) ? 1 : 0
}

export function buildWorkspace(input: Record<string, unknown>): Workspace {
  const pages = new Map<string, RecordedPage>()
  const records = new Map<string, Map<string, IndexedRecord & { rank: number }>>()
  const queries = new Map<string, RecordedQuery>()
  const signed = new Map<string, string>()

  for (const [pageKey, recordMap] of Object.entries(input)) {
    if (!isObject(recordMap)) continue
    const pageId = normalizeId(pageKey)
    pages.set(pageId, { id: pageId, recordMap })

    for (const table of RECORD_TABLES) {
      const index = records.get(table) ?? new Map()
      records.set(table, index)
      for (const [key, box] of tableEntries(recordMap[table])) {
        const id = normalizeId(key)
        const rank = priority(box, table === 'block' && id === pageId)
        const existing = index.get(id)
        if (!existing || rank > existing.rank) index.set(id, { key, box, rank })
      }
    }

    const blocks = isObject(recordMap.block) ? recordMap.block : {}
    for (const [collectionId, views] of Object.entries(
      isObject(recordMap.collection_query) ? recordMap.collection_query : {},
    )) {
      for (const [viewId, entry] of Object.entries(isObject(views) ? views : {})) {
        const key = `${normalizeId(collectionId)}/${normalizeId(viewId)}`
        if (isObject(entry) && !queries.has(key)) queries.set(key, { entry, blocks })
      }
    }

    for (const [url, signedUrl] of Object.entries(
      isObject(recordMap.signed_urls) ? recordMap.signed_urls : {},
    )) {
      if (typeof signedUrl === 'string' && !signed.has(url)) signed.set(url, signedUrl)
    }
  }

  return {
    pages,
    findRecord: (table, id) => records.get(table)?.get(normalizeId(id)),
    findQuery: (collectionId, viewId) =>
      queries.get(`${normalizeId(collectionId)}/${normalizeId(viewId)}`),
    signedUrl: (url) => signed.get(url),
  }
}
