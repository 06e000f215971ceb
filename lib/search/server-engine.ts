// The server's own MiniSearch index (/api/search): built once per index, from the same
// documents the browser would get (lib/search/index-store.ts decides when the index changes:
// site refreshes, revalidations, other instances through the shared cache), then queried in
// memory. Built in chunks so requests keep being answered meanwhile.
import { createSearchEngineAsync, type SearchEngine } from './engine'
import { fullTextPage, type FullTextPage, type PageRequest } from './hit-page'
import { searchDocs, type FullTextHit } from './query'
import type { SearchDoc, SearchIndexPayload } from './types'

interface ServerEngine {
  mini: SearchEngine
  byPost: ReadonlyMap<string, SearchDoc>
  /** The hits of the last few keywords, newest last: "More" and popular words are not searched again. */
  recent: Map<string, FullTextHit[]>
}

/** Keywords whose hits are kept (a one-letter keyword at 10,000 posts holds 10,000 hits). */
const RECENT_KEYWORDS = 16

// Keyed by the payload: a new index is a new object, and the old engine goes with the old one.
const engines = new WeakMap<SearchIndexPayload, Promise<ServerEngine>>()

export function serverEngine(payload: SearchIndexPayload): Promise<ServerEngine> {
  let engine = engines.get(payload)
  if (!engine) {
    engine = createSearchEngineAsync(payload.docs).then((mini) => ({
      mini,
      byPost: new Map(payload.docs.map((d) => [d.postId, d])),
      recent: new Map(),
    }))
    // A failure is not kept: the next query tries again.
    engine.catch(() => engines.delete(payload))
    engines.set(payload, engine)
  }
  return engine
}

export interface ServerAnswer extends FullTextPage {
  /** The index's signature: a client paging on sees when the index changed under it. */
  signature: string
}

function hitsOf(engine: ServerEngine, docs: readonly SearchDoc[], keyword: string): FullTextHit[] {
  const hits = engine.recent.get(keyword) ?? searchDocs(engine.mini, docs, keyword, Infinity)
  engine.recent.delete(keyword)
  engine.recent.set(keyword, hits)
  for (const oldest of engine.recent.keys()) {
    if (engine.recent.size <= RECENT_KEYWORDS) break
    engine.recent.delete(oldest)
  }
  return hits
}

export async function searchOnServer(payload: SearchIndexPayload, request: PageRequest): Promise<ServerAnswer> {
  const engine = await serverEngine(payload)
  const hits = hitsOf(engine, payload.docs, request.keyword)
  return { signature: payload.signature, ...fullTextPage(hits, request, (id) => engine.byPost.get(id)) }
}
