// Fetches the full-text documents once per page view (per language site) and indexes them
// with MiniSearch, which is imported on demand so only the search page downloads it.
import type { SearchEngine } from '@/lib/search/engine'
import { SEARCH_INDEX_FORMAT, type SearchDoc, type SearchIndexPayload } from '@/lib/search/types'

export interface LoadedIndex {
  mini: SearchEngine
  docs: SearchDoc[]
}

const loading = new Map<string, Promise<LoadedIndex>>()

/** `/api/search-index`, or `?site=en` for the `/en` language site. */
export function searchIndexUrl(prefix: string): string {
  const site = prefix.replace(/^\//, '')
  return site ? `/api/search-index?site=${encodeURIComponent(site)}` : '/api/search-index'
}

async function fetchAndLoad(url: string): Promise<LoadedIndex> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`)
  const payload = (await response.json()) as SearchIndexPayload
  if (payload.format !== SEARCH_INDEX_FORMAT)
    throw new Error(`search index: unknown format ${String(payload.format)}`)
  const { createSearchEngineAsync } = await import('@/lib/search/engine')
  return { mini: await createSearchEngineAsync(payload.docs), docs: payload.docs }
}

export function loadSearchIndex(url: string): Promise<LoadedIndex> {
  let pending = loading.get(url)
  if (!pending) {
    pending = fetchAndLoad(url)
    // A failure is not kept: the next search tries again.
    pending.catch(() => loading.delete(url))
    loading.set(url, pending)
  }
  return pending
}

/** For tests: forget loaded indexes. */
export function resetLoadedIndexes(): void {
  loading.clear()
}
