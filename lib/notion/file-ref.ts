// A file or image the site shows, named by what it belongs to, never by a signed link: the one
// design both Notion sources and the image route share. Cached HTML, page data, feeds and the
// search index hold only `/api/file/…` links made here; the route asks the page source for a
// fresh link to the file when it needs one (PageSource.fileUrl), so no cached page can expire.
import { createHash } from 'node:crypto'

/**
 * Which file of a record: `source` (an image/file/pdf/video/audio block's file), `cover` and
 * `icon` (a page's or a database's), `prop.<propertyId>.<n>` (the n-th file of a files property).
 */
export type FileSlot = 'source' | 'cover' | 'icon' | `prop.${string}.${number}`

export interface FileRef {
  /** `block` for blocks and pages, `collection` for a database's own cover and icon. */
  table: 'block' | 'collection'
  /** The record's id, compact (32 hex digits). */
  id: string
  slot: FileSlot
  /**
   * 10 hex digits naming the file's content: a hash of its stored address without the query
   * string (a re-signed link keeps it; a replaced file changes it). Makes the link cacheable
   * forever and tells the route a page still shows this version.
   */
  version: string
}

/** A link that can be fetched now, and the version it is of. */
export interface FreshFile {
  url: string
  version: string
  /** Signed links stop working then (ms since epoch); undefined for links that do not expire. */
  expiresAt?: number
}

export const FILE_ROUTE = '/api/file'

const SLOT = /^(source|cover|icon|prop\.[A-Za-z0-9%_.~-]{1,64}\.\d{1,3})$/
const ID = /^[0-9a-f]{32}$/
const VERSION = /^[0-9a-f]{10}$/

/** The version of a stored address: what stays the same when Notion re-signs it. */
export function fileVersion(storedUrl: string): string {
  const withoutQuery = storedUrl.split(/[?#]/, 1)[0] ?? storedUrl
  return createHash('sha256').update(withoutQuery).digest('hex').slice(0, 10)
}

export function fileRefPath(ref: FileRef): string {
  return `${FILE_ROUTE}/${ref.table}/${ref.id}/${ref.slot}/${ref.version}`
}

/** The ref a route path names, or undefined for anything that is not one (a 404). */
export function parseFileRefPath(segments: readonly string[]): FileRef | undefined {
  const [table, id, slot, version, ...rest] = segments
  if (rest.length > 1) return undefined // an optional trailing file name is allowed
  if (table !== 'block' && table !== 'collection') return undefined
  if (!id || !ID.test(id) || !slot || !SLOT.test(slot) || !version || !VERSION.test(version)) return undefined
  return { table, id, slot: slot as FileSlot, version }
}
