// One result list from the server's matches (title, summary, tags: already in the HTML) and
// the browser's full-text hits. The server's matches keep their order and paging; full-text
// hits the server did not match (words found only in the body, typos, prefixes) follow them
// on the last page, after every server match. Each result carries the terms to mark and a snippet showing one.
import type { ListedPost } from '@/lib/routes/types'
import { containsTerm, highlightTerms, snippetAround } from '@/lib/search/highlight'
import { matchesKeyword } from '@/lib/search/match'
import type { FullTextHit } from '@/lib/search/query'
import type { SearchDoc } from '@/lib/search/types'

export interface SearchHit {
  key: string
  title: string
  href: string
  external: boolean
  publishDay: string
  category: string | null
  tags: string[]
  pageIcon: string
  /** Summary, preview or a piece of the body around a match. */
  snippet: string
  /** What to mark in the title and snippet. */
  terms: string[]
  /** `server`: listed by the page itself; `fulltext`: added from the search index. */
  source: 'server' | 'fulltext'
  /** The listed post (server results only). */
  post?: ListedPost
}

interface Input {
  keyword: string
  posts: readonly ListedPost[]
  fullText: readonly FullTextHit[]
  docs: ReadonlyMap<string, SearchDoc>
  /** Add the full-text hits (on the last page only: earlier pages list the server's matches). */
  includeFullText: boolean
  /** false when the server did not search (`/search?s=`): every full-text hit is then new. */
  serverSearched?: boolean
}

/** The summary if it shows a term, else the body around a term, else the summary. */
function pickSnippet(summary: string, body: string | undefined, terms: string[]): string {
  const text = !containsTerm(summary, terms) && body && containsTerm(body, terms) ? body : summary
  return snippetAround(text, terms)
}

function fromPost(
  post: ListedPost,
  keyword: string,
  hit: FullTextHit | undefined,
  doc: SearchDoc | undefined,
): SearchHit {
  const terms = highlightTerms(keyword, hit?.terms)
  return {
    key: post.id,
    title: post.title,
    href: post.href,
    external: post.external,
    publishDay: post.publishDay,
    category: post.category,
    tags: post.tags,
    pageIcon: post.pageIcon,
    snippet: pickSnippet(post.summary || post.preview || '', doc?.text, terms),
    terms,
    source: 'server',
    post,
  }
}

function fromDoc(hit: FullTextHit, keyword: string): SearchHit {
  const { doc } = hit
  const terms = highlightTerms(keyword, hit.terms)
  return {
    key: doc.postId,
    title: doc.title,
    href: doc.href,
    external: doc.external,
    publishDay: doc.publishDay,
    category: doc.category,
    tags: doc.tags,
    pageIcon: doc.pageIcon,
    snippet: pickSnippet(doc.summary, doc.text, terms),
    terms,
    source: 'fulltext',
  }
}

export function buildSearchHits({
  keyword,
  posts,
  fullText,
  docs,
  includeFullText,
  serverSearched = true,
}: Input): SearchHit[] {
  const hitByPost = new Map(fullText.map((h) => [h.doc.postId, h]))
  const listed = new Set(posts.map((p) => p.id))
  const server = posts.map((p) => fromPost(p, keyword, hitByPost.get(p.id), docs.get(p.id)))
  if (!includeFullText) return server
  // A server match on another page is left to that page.
  const extra = fullText.filter(
    (h) => !listed.has(h.doc.postId) && !(serverSearched && matchesKeyword(h.doc, keyword)),
  )
  return [...server, ...extra.map((h) => fromDoc(h, keyword))]
}
