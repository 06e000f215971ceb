// Fetches the full-text documents once per page view (per language site) and indexes them
// with MiniSearch, which is imported on demand so only the search page downloads it.
// Where from: /api/search-index when a server answers (always current: rebuilt after ISR
// refreshes), else the static file written at build time (static deploys have no API).
import type { SearchEngine } from '@/lib/search/engine'
import { isStaticExport } from '@/lib/export/mode'
import { staticIndexUrl } from '@/lib/search/static-file'
import { withBasePath } from '@/lib/routes/base-path'
import { SEARCH_INDEX_FORMAT, type SearchDoc, type SearchIndexPayload } from '@/lib/search/types'

export interface LoadedIndex {
  mini: SearchEngine
  docs: SearchDoc[]
  /** The URL the documents came from (the API or the static file). */
  from: string
}

const loading = new Map<string, Promise<LoadedIndex>>()

/** `/api/search-index`, or `?site=en` for the `/en` language site. */
export function searchIndexUrl(prefix: string): string {
  const site = prefix.replace(/^\//, '')
  return site ? `/api/search-index?site=${encodeURIComponent(site)}` : '/api/search-index'
}

/** Where to look, in order: the API, then the static file (alone in a static export: no API there). */
export function searchIndexSources(prefix: string, exported: boolean = isStaticExport()): string[] {
  return exported ? [staticIndexUrl(prefix)] : [searchIndexUrl(prefix), staticIndexUrl(prefix)]
}

async function fetchPayload(url: string): Promise<SearchIndexPayload> {
  const response = await fetch(withBasePath(url), { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  // A static host may answer a missing API with an HTML page: that fails here too.
  const payload = (await response.json()) as SearchIndexPayload
  if (payload?.format !== SEARCH_INDEX_FORMAT || !Array.isArray(payload.docs))
    throw new Error(`unknown search index format from ${url}`)
  return payload
}

/** The first source that answers with an index; the last failure when none does. */
async function firstPayload(
  sources: readonly string[],
): Promise<{ payload: SearchIndexPayload; from: string }> {
  let failure: unknown = new Error('no search index source')
  for (const url of sources) {
    try {
      return { payload: await fetchPayload(url), from: url }
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

async function fetchAndLoad(prefix: string): Promise<LoadedIndex> {
  const { payload, from } = await firstPayload(searchIndexSources(prefix))
  const { createSearchEngineAsync } = await import('@/lib/search/engine')
  return { mini: await createSearchEngineAsync(payload.docs), docs: payload.docs, from }
}

/** The index of the site with this language prefix ('' for the default workspace). */
export function loadSearchIndex(prefix: string): Promise<LoadedIndex> {
  let pending = loading.get(prefix)
  if (!pending) {
    pending = fetchAndLoad(prefix)
    // A failure is not kept: the next search tries again.
    pending.catch(() => loading.delete(prefix))
    loading.set(prefix, pending)
  }
  return pending
}

/** For tests: forget loaded indexes. */
export function resetLoadedIndexes(): void {
  loading.clear()
}
