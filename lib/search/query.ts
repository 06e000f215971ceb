// Querying a loaded index (in the browser): hits in score order with the terms they matched.
import type { SearchEngine } from './engine'
import type { SearchDoc } from './types'

export interface FullTextHit {
  doc: SearchDoc
  score: number
  /** Indexed terms the document matched (what to mark in it). */
  terms: string[]
}

export function searchDocs(
  mini: SearchEngine,
  docs: readonly SearchDoc[],
  keyword: string,
  limit = 50,
): FullTextHit[] {
  if (!keyword.trim()) return []
  const hits: FullTextHit[] = []
  for (const result of mini.search(keyword)) {
    const doc = docs[result.id as number]
    if (doc) hits.push({ doc, score: result.score, terms: result.terms })
    if (hits.length >= limit) break
  }
  return hits
}
