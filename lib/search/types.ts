// What the full-text search file carries to the browser. Only published, unlocked posts are
// ever turned into a SearchDoc (lib/search/documents.ts decides which).
import type { ShardTable } from './shard-format'

/** One indexed post: what a result shows, plus its body text to search and to cut snippets from. */
export interface SearchDoc {
  /** Position in `docs`: the MiniSearch id (shorter than the page id). */
  id: number
  postId: string
  title: string
  href: string
  external: boolean
  summary: string
  category: string | null
  tags: string[]
  publishDay: string
  pageIcon: string
  /** The body as plain text, whitespace collapsed (capped: see MAX_BODY_CHARS). */
  text: string
}

/** Bumped whenever SearchDoc, the body text, the tokenizer or the index options change. */
export const SEARCH_INDEX_FORMAT = 1

/**
 * The documents, not a serialised MiniSearch index. The browser needs the text anyway (for
 * snippets), and a serialised index on top nearly doubles the download (demo prose: +14.6 kB
 * gzip on 13.6 kB; 1,000 synthetic posts: +84 kB on 116 kB) to save a few tens of ms of
 * indexing (bench/search.ts: 79 vs 52 ms for 1,000 posts), which runs in chunks anyway. The
 * costly part, reading every body under the visibility rules, is done on the server.
 */
export interface SearchIndexPayload {
  format: typeof SEARCH_INDEX_FORMAT
  /** Changes exactly when the indexed content changes (memory and disk copies are reused by it). */
  signature: string
  docs: SearchDoc[]
}

/**
 * What the index's address answers instead of the documents when they are too many to send
 * whole (lib/search/whole-index.ts): a server answers each query at /api/search; a static
 * export names its shards (lib/search/shard-format.ts).
 */
export interface SearchIndexPointer {
  format: typeof SEARCH_INDEX_FORMAT
  signature: string
  /** Posts indexed. */
  docCount: number
  /** Only in a static export. */
  shards?: ShardTable
}
