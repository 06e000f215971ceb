// Finds, once per page view (per language site), where this site's full-text hits come from.
// Where from: /api/search-index when a server answers (always current: rebuilt after ISR
// refreshes), else the static file written at build time (static deploys have no API). Its
// answer is the whole index (small sites: searched in the browser, MiniSearch imported on
// demand so only the search page downloads it) or, for a large one, a pointer: to /api/search
// when it came from the API, to the export's shards when it came from a static file.
import { isStaticExport } from '@/lib/export/mode'
import { staticIndexUrl } from '@/lib/search/static-file'
import { SEARCH_INDEX_FORMAT, type SearchIndexPayload, type SearchIndexPointer } from '@/lib/search/types'
import { fetchJson, type FullTextSource } from './full-text-source'
import { serverSource } from './server-source'
import { shardSource } from './shard-source'
import { wholeIndexSource } from './whole-index-source'

const loading = new Map<string, Promise<FullTextSource>>()

/** `/api/search-index`, or `?site=en` for the `/en` language site. */
export function searchIndexUrl(prefix: string): string {
  const site = prefix.replace(/^\//, '')
  return site ? `/api/search-index?site=${encodeURIComponent(site)}` : '/api/search-index'
}

/** Where to look, in order: the API, then the static file (alone in a static export: no API there). */
export function searchIndexSources(prefix: string, exported: boolean = isStaticExport()): string[] {
  return exported ? [staticIndexUrl(prefix)] : [searchIndexUrl(prefix), staticIndexUrl(prefix)]
}

/** The source an answer of `url` stands for; throws for anything else (a static host may answer a missing API with a page). */
function sourceOf(prefix: string, url: string, answer: SearchIndexPayload | SearchIndexPointer): Promise<FullTextSource> {
  const fromApi = url.startsWith('/api/')
  if (answer?.format === SEARCH_INDEX_FORMAT) {
    if ('docs' in answer && Array.isArray(answer.docs)) return wholeIndexSource(answer.docs, url)
    if ('docCount' in answer && fromApi) return Promise.resolve(serverSource(prefix, url))
    if ('shards' in answer && answer.shards && !fromApi)
      return Promise.resolve(shardSource(prefix, answer.signature, answer.shards, url))
  }
  throw new Error(`unknown search index format from ${url}`)
}

/** The first source that answers with an index; the last failure when none does. */
async function firstSource(prefix: string, urls: readonly string[]): Promise<FullTextSource> {
  let failure: unknown = new Error('no search index source')
  for (const url of urls) {
    try {
      return await sourceOf(prefix, url, await fetchJson<SearchIndexPayload | SearchIndexPointer>(url))
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

/** The full-text source of the site with this language prefix ('' for the default workspace). */
export function loadSearchIndex(prefix: string): Promise<FullTextSource> {
  let pending = loading.get(prefix)
  if (!pending) {
    pending = firstSource(prefix, searchIndexSources(prefix))
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
