// The MiniSearch setup: fields, boosts and term handling, used wherever the documents are
// indexed and queried (the browser; tests and the benchmark).
import type { Options, SearchOptions } from 'minisearch'
import { isCjk, indexTerms, queryTerms, splitRuns } from './tokenize'
import type { SearchDoc } from './types'

export const SEARCH_FIELDS = ['title', 'tags', 'category', 'summary', 'text'] as const

/**
 * Prefix matching for every term; one typo forgiven in long Latin words only (from 6 letters
 * on, "notion" found "motion": more noise than help).
 */
export function fuzziness(term: string): number | false {
  return !isCjk(term) && term.length >= 8 ? 0.2 : false
}

export const searchQueryOptions: SearchOptions = {
  boost: { title: 4, tags: 3, category: 2, summary: 2, text: 1 },
  prefix: true,
  fuzzy: fuzziness,
  maxFuzzy: 1,
  // Every word of the query must be found (in any field): narrower as one types more.
  combineWith: 'AND',
  tokenize: splitRuns,
  processTerm: queryTerms,
}

export function searchIndexOptions(): Options<SearchDoc> {
  return {
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    extractField: (doc, field) => {
      const value = doc[field as keyof SearchDoc]
      return Array.isArray(value) ? value.join(' ') : (value ?? '')
    },
    tokenize: splitRuns,
    processTerm: indexTerms,
    searchOptions: searchQueryOptions,
  }
}
