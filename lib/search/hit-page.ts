// From full-text hits to what a results page draws: the hits the page does not list itself (a
// window of them, in score order), each with the piece of its body around a term, and for the
// posts it does list (its server matches), what they matched. The same on the server
// (/api/search), for a shard search and for the whole index in the browser. Pure.
import { highlightTerms } from './highlight'
import { matchesKeyword } from './match'
import { bodySnippet } from './snippet'
import type { SearchDoc } from './types'

/** One full-text hit as a results list draws it: the post's fields, not its body. */
export interface ShownHit extends Omit<SearchDoc, 'id' | 'text'> {
  /** Indexed terms the post matched (marked too). */
  matched: string[]
  /** The body around a term (lib/search/snippet.ts), null when the body holds none. */
  body: string | null
}

export interface ListedHit {
  matched: string[]
  body: string | null
}

export interface FullTextPage {
  /** Hits after the page's own posts, in score order, starting at `from`. */
  hits: ShownHit[]
  from: number
  /** How many hits there are after the page's own posts, in all. */
  total: number
  /** By post id, for each post the page lists itself. */
  listed: Record<string, ListedHit>
}

export interface PageRequest {
  keyword: string
  /** Ids of the posts the page lists itself: left out of `hits`, described in `listed`. */
  listed: readonly string[]
  /** The page's server searched titles, summaries and tags: every post it matched is its own. */
  skipMatches: boolean
  from: number
  count: number
}

export interface DocHit {
  doc: SearchDoc
  terms: string[]
}

export const EMPTY_PAGE: FullTextPage = { hits: [], from: 0, total: 0, listed: {} }

export function shownHit({ id: _id, text, ...fields }: SearchDoc, matched: string[], keyword: string): ShownHit {
  return { ...fields, matched, body: bodySnippet(text, highlightTerms(keyword, matched)) }
}

/** The hits a page adds (those it does not list or leave to another page of its own). */
export function extraHits<H extends DocHit>(hits: readonly H[], request: Omit<PageRequest, 'from' | 'count'>): H[] {
  const listed = new Set(request.listed)
  return hits.filter(
    ({ doc }) => !listed.has(doc.postId) && !(request.skipMatches && matchesKeyword(doc, request.keyword)),
  )
}

export function listedHits(
  hits: readonly DocHit[],
  request: Pick<PageRequest, 'keyword' | 'listed'>,
  docOfPost: (postId: string) => SearchDoc | undefined,
): Record<string, ListedHit> {
  const byPost = new Map(hits.map((h) => [h.doc.postId, h]))
  const listed: Record<string, ListedHit> = {}
  for (const postId of request.listed) {
    const matched = byPost.get(postId)?.terms ?? []
    const body = bodySnippet(docOfPost(postId)?.text, highlightTerms(request.keyword, matched))
    listed[postId] = { matched, body }
  }
  return listed
}

export function fullTextPage(
  hits: readonly DocHit[],
  request: PageRequest,
  docOfPost: (postId: string) => SearchDoc | undefined,
): FullTextPage {
  const extra = extraHits(hits, request)
  return {
    hits: extra.slice(request.from, request.from + request.count).map((h) => shownHit(h.doc, h.terms, request.keyword)),
    from: request.from,
    total: extra.length,
    listed: listedHits(hits, request, docOfPost),
  }
}
