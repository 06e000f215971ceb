// GET /api/search?q=<words>[&site=<lang>][&from=0][&n=50][&skip=matches][&listed=<id>,<id>…]
// → { signature, hits, from, total, listed }: one full-text query answered by the server's
// own index (lib/search/server-engine.ts), for sites whose index is too large to send whole.
// Only what the results list draws: n hits from `from` (each with the piece of its body around
// a term, never the body), and for the posts the page already lists (`listed`) what they
// matched. `skip=matches`: the page lists the keyword's title, summary and tag matches itself.
// Cached briefly by browsers and CDNs; inputs are bounded before any work.
import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/data/site-data'
import { queryValue, readOnly, sendText } from '@/lib/feeds/http'
import { servedJson } from '@/lib/search/build-index'
import type { PageRequest } from '@/lib/search/hit-page'
import { getSearchIndex } from '@/lib/search/index-store'
import { MAX_FROM, MAX_HITS_PER_ANSWER, MAX_LISTED, MAX_QUERY_CHARS } from '@/lib/search/query-limits'
import { searchOnServer } from '@/lib/search/server-engine'
import { answerFromIndex, type SiteIndexDeps } from '@/lib/search/site-index'

const MAX_URL_LENGTH = 8192
const POST_ID = /^[\w-]{1,64}$/

function whole(raw: string | undefined, fallback: number, max: number): number | null {
  if (raw === undefined) return fallback
  return /^\d{1,6}$/.test(raw) && Number(raw) <= max ? Number(raw) : null
}

/** The request's search, or why it is refused. */
export function parseSearchRequest(query: NextApiRequest['query']): PageRequest | string {
  const keyword = (queryValue(query.q) ?? '').trim()
  if (!keyword) return 'q=<words> is missing'
  if (Array.from(keyword).length > MAX_QUERY_CHARS) return `q is longer than ${MAX_QUERY_CHARS} characters`
  const from = whole(queryValue(query.from), 0, MAX_FROM)
  const count = whole(queryValue(query.n), 50, MAX_HITS_PER_ANSWER)
  if (from === null || count === null) return `from (at most ${MAX_FROM}) and n (at most ${MAX_HITS_PER_ANSWER}) are whole numbers`
  const skip = queryValue(query.skip)
  if (skip !== undefined && skip !== 'matches') return 'skip can only be "matches"'
  const listedText = queryValue(query.listed)
  const listed = listedText ? listedText.split(',') : []
  if (listed.length > MAX_LISTED || !listed.every((id) => POST_ID.test(id)))
    return `listed is at most ${MAX_LISTED} post ids, comma-separated`
  return { keyword, from, count, listed, skipMatches: skip === 'matches' }
}

export function createSearchHandler(deps: SiteIndexDeps = { index: getSearchIndex, site: getSiteData }) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    if ((req.url?.length ?? 0) > MAX_URL_LENGTH) return sendText(res, 414, 'URI too long\n')
    const request = parseSearchRequest(req.query)
    if (typeof request === 'string') return sendText(res, 400, `Bad request: ${request}\n`)
    await answerFromIndex(res, deps, queryValue(req.query.site) || undefined, {
      what: 'search',
      // Briefly: an answer may hold a post hidden since, for no longer than a cached page would.
      cache: (seconds) => `public, max-age=30, s-maxage=${seconds}`,
      body: async (payload) => servedJson(await searchOnServer(payload, request)),
    })
  }
}

export default createSearchHandler()
