// Where a search page's full-text hits come from: the whole index in the browser, the server's
// answers (/api/search), or a static export's shards (load-search-index.ts picks one per site).
import { withBasePath } from '@/lib/routes/base-path'
import type { FullTextPage, PageRequest } from '@/lib/search/hit-page'

/** A page's search: at least the first `count` hits (fewer when there are fewer). */
export type SourceRequest = Omit<PageRequest, 'from'>

export interface FullTextSource {
  /** Where the index (or its pointer) came from. */
  from: string
  search(request: SourceRequest, signal?: AbortSignal): Promise<FullTextPage>
}

/** fetch() for JSON under the base path; throws on an error status or an answer that is not JSON. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(withBasePath(url), { credentials: 'same-origin', signal })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  return (await response.json()) as T
}
