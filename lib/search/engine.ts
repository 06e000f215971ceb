// The MiniSearch index over the documents, as the browser builds it after downloading them
// (tests and the benchmark use the same functions). Import this module lazily in pages that
// are not search pages: MiniSearch comes with it.
import MiniSearch from 'minisearch'
import { searchIndexOptions } from './options'
import type { SearchDoc } from './types'

export type SearchEngine = MiniSearch<SearchDoc>

export function createSearchEngine(docs: readonly SearchDoc[]): SearchEngine {
  const mini = new MiniSearch<SearchDoc>(searchIndexOptions())
  mini.addAll(docs)
  return mini
}

/** The same, in chunks, so a large index does not freeze the page while it is built. */
export async function createSearchEngineAsync(docs: readonly SearchDoc[]): Promise<SearchEngine> {
  const mini = new MiniSearch<SearchDoc>(searchIndexOptions())
  await mini.addAllAsync(docs, { chunkSize: 50 })
  return mini
}
