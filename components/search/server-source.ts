// The server answers each query (/api/search, pages/api/search.ts): large sites. Answers are
// kept per search for the page view, and "More" asks only for the hits not yet shown.
import type { FullTextPage } from '@/lib/search/hit-page'
import { MAX_HITS_PER_ANSWER, MAX_LISTED } from '@/lib/search/query-limits'
import { fetchJson, type FullTextSource, type SourceRequest } from './full-text-source'

interface Answer extends FullTextPage {
  signature: string
}

/** `/api/search?…` for the site with this language prefix. */
export function searchQueryUrl(prefix: string, request: SourceRequest, from: number, n: number): string {
  const params = new URLSearchParams({ q: request.keyword })
  const site = prefix.replace(/^\//, '')
  if (site) params.set('site', site)
  if (from) params.set('from', String(from))
  params.set('n', String(n))
  if (request.skipMatches) params.set('skip', 'matches')
  const listed = request.listed.slice(0, MAX_LISTED)
  if (listed.length) params.set('listed', listed.join(','))
  return `/api/search?${params}`
}

export function serverSource(prefix: string, from: string): FullTextSource {
  const answers = new Map<string, Answer>()
  const ask = (request: SourceRequest, start: number, signal?: AbortSignal) => {
    const n = Math.max(0, Math.min(MAX_HITS_PER_ANSWER, request.count - start))
    return fetchJson<Answer>(searchQueryUrl(prefix, request, start, n), signal)
  }
  return {
    from,
    async search(request, signal) {
      const key = JSON.stringify([request.keyword, request.listed, request.skipMatches])
      const known = answers.get(key)
      if (known && known.hits.length >= Math.min(request.count, known.total)) return known
      let answer = await ask(request, known?.hits.length ?? 0, signal)
      // The index changed since the first hits came: start again, all from the new one.
      if (known && answer.signature !== known.signature) answer = await ask(request, 0, signal)
      const current = answers.get(key)
      const merged =
        current && answer.from > 0 && answer.signature === current.signature
          ? { ...current, total: answer.total, hits: [...current.hits.slice(0, answer.from), ...answer.hits] }
          : answer
      answers.set(key, merged)
      return merged
    },
  }
}
