// One result list from the server's matches (title, summary, tags: already in the HTML) and
// the full-text hits. The server's matches keep their order and paging; full-text hits the
// server did not match (words found only in the body, typos, prefixes) follow them on the last
// page, after every server match. Each result carries the terms to mark and a snippet showing one.
import type { ListedPost } from '@/lib/routes/types'
import { highlightTerms } from '@/lib/search/highlight'
import type { FullTextPage, ListedHit, ShownHit } from '@/lib/search/hit-page'
import { chooseSnippet } from '@/lib/search/snippet'

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
  /** The full-text search's hits beyond the page's posts, and what those posts matched. */
  fullText: FullTextPage
  /** Add the full-text hits (on the last page only: earlier pages list the server's matches). */
  includeFullText: boolean
}

function fromPost(post: ListedPost, keyword: string, listed: ListedHit | undefined): SearchHit {
  const terms = highlightTerms(keyword, listed?.matched)
  return {
    key: post.id,
    title: post.title,
    href: post.href,
    external: post.external,
    publishDay: post.publishDay,
    category: post.category,
    tags: post.tags,
    pageIcon: post.pageIcon,
    snippet: chooseSnippet(post.summary || post.preview || '', listed?.body ?? null, terms),
    terms,
    source: 'server',
    post,
  }
}

function fromHit(hit: ShownHit, keyword: string): SearchHit {
  const terms = highlightTerms(keyword, hit.matched)
  return {
    key: hit.postId,
    title: hit.title,
    href: hit.href,
    external: hit.external,
    publishDay: hit.publishDay,
    category: hit.category,
    tags: hit.tags,
    pageIcon: hit.pageIcon,
    snippet: chooseSnippet(hit.summary, hit.body, terms),
    terms,
    source: 'fulltext',
  }
}

export function buildSearchHits({ keyword, posts, fullText, includeFullText }: Input): SearchHit[] {
  const server = posts.map((p) => fromPost(p, keyword, fullText.listed[p.id]))
  if (!includeFullText) return server
  return [...server, ...fullText.hits.map((h) => fromHit(h, keyword))]
}
