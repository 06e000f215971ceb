// Whether a site's full-text index goes to the browser whole, or stays on the server (and, in a
// static export, in shards). Small indexes go whole: one request, every later search is
// instant and works offline. Above WHOLE_INDEX_MAX_GZIP the server answers each query instead
// (/api/search) and an export writes shards: a query then costs far less than the index.
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { searchIndexText } from './build-index'
import type { SearchIndexPayload } from './types'

/** The whole index is sent while it weighs at most this, gzipped: 1,000 synthetic posts are 116 kB. */
export const WHOLE_INDEX_MAX_GZIP = 150 * 1024

export interface ServedIndex {
  /** The payload as served (searchIndexText), kept only when it goes whole. */
  text: string | null
  gzipBytes: number
}

const gzipAsync = promisify(gzip)
const served = new WeakMap<SearchIndexPayload, Promise<ServedIndex>>()

/** Measured once per index (the payload object changes exactly when the index does). */
export function servedIndex(payload: SearchIndexPayload): Promise<ServedIndex> {
  let known = served.get(payload)
  if (!known) {
    const text = searchIndexText(payload)
    known = gzipAsync(text).then(({ length }) => ({
      text: length <= WHOLE_INDEX_MAX_GZIP ? text : null,
      gzipBytes: length,
    }))
    served.set(payload, known)
  }
  return known
}
