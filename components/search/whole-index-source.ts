// The whole index in the browser (small sites: lib/search/whole-index.ts): indexed once, then
// every search is answered here, at once, with every hit.
import { fullTextPage } from '@/lib/search/hit-page'
import { searchDocs } from '@/lib/search/query'
import type { SearchDoc } from '@/lib/search/types'
import type { FullTextSource } from './full-text-source'

export async function wholeIndexSource(docs: readonly SearchDoc[], from: string): Promise<FullTextSource> {
  const { createSearchEngineAsync } = await import('@/lib/search/engine')
  const mini = await createSearchEngineAsync(docs)
  const byPost = new Map(docs.map((d) => [d.postId, d]))
  return {
    from,
    search: async (request) => {
      const hits = searchDocs(mini, docs, request.keyword, Infinity)
      return fullTextPage(hits, { ...request, from: 0, count: Infinity }, (id) => byPost.get(id))
    },
  }
}
