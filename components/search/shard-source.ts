// A static export's sharded index (lib/search/shard-format.ts): per query, only the shards its
// words need (lib/search/shard-query.ts), then one small file per hit shown. Files are kept for
// the page view, so typing on or "More" fetches only what is new.
// An export's search page lists no matches of its own (`/search?s=`): `listed` posts are only
// left out of the hits, and `skipMatches` does not apply here.
import { shownHit } from '@/lib/search/hit-page'
import { docFile, type ShardTable } from '@/lib/search/shard-format'
import { searchShards, type ShardHit } from '@/lib/search/shard-query'
import { staticShardsUrl } from '@/lib/search/static-file'
import type { SearchDoc } from '@/lib/search/types'
import { fetchJson, type FullTextSource } from './full-text-source'

export function shardSource(prefix: string, signature: string, table: ShardTable, from: string): FullTextSource {
  const folder = staticShardsUrl(prefix, signature)
  const files = new Map<string, Promise<unknown>>()
  const read = <T,>(file: string): Promise<T> => {
    let pending = files.get(file)
    if (!pending) {
      pending = fetchJson<T>(`${folder}${file}`)
      // A failure is not kept: the next search tries again.
      pending.catch(() => files.delete(file))
      files.set(file, pending)
    }
    return pending as Promise<T>
  }
  const results = new Map<string, Promise<ShardHit[]>>()
  return {
    from,
    async search(request, signal) {
      let hits = results.get(request.keyword)
      if (!hits) {
        hits = searchShards(table, request.keyword, read)
        hits.catch(() => results.delete(request.keyword))
        results.set(request.keyword, hits)
      }
      const all = await hits
      signal?.throwIfAborted()
      const shown = all.slice(0, request.count)
      const docs = await Promise.all(shown.map((hit) => read<SearchDoc>(docFile(hit.id))))
      const listed = new Set(request.listed)
      const page = shown
        .map((hit, i) => ({ hit, doc: docs[i] as SearchDoc }))
        .filter(({ doc }) => !listed.has(doc.postId))
        .map(({ hit, doc }) => shownHit(doc, hit.terms, request.keyword))
      return { hits: page, from: 0, total: all.length - (shown.length - page.length), listed: {} }
    },
  }
}
