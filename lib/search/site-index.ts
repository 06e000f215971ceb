// The JSON answer of a search API about the site a request names (`?site=<lang>`, none for
// the default workspace): 404 for a language site the workspace lacks, 503 (cached nowhere)
// when the index cannot be built. Shared by /api/search-index and /api/search.
import type { NextApiResponse } from 'next'
import type { getSiteData } from '@/lib/data/site-data'
import { publicCache, sendText, sendUnavailable } from '@/lib/feeds/http'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import type { SearchIndexPayload } from './types'

export interface SiteIndexDeps {
  index: (lang?: string) => Promise<SearchIndexPayload>
  site: typeof getSiteData
}

interface Answer {
  /** The JSON text, from the site's index. */
  body: (payload: SearchIndexPayload) => Promise<string>
  /** Cache-Control for it, from the site's ISR time. */
  cache: (seconds: number) => string
  /** What failed, for the log. */
  what: string
}

export async function answerFromIndex(
  res: NextApiResponse,
  deps: SiteIndexDeps,
  lang: string | undefined,
  answer: Answer,
): Promise<void> {
  let body: string
  let seconds: number
  try {
    const { config } = await deps.site(lang)
    seconds = config.NEXT_REVALIDATE_SECOND
    if (lang && !languagePrefixes(config).includes(lang)) {
      res.setHeader('Cache-Control', publicCache(seconds))
      return sendText(res, 404, 'Not found\n')
    }
    body = await answer.body(await deps.index(lang))
  } catch (error) {
    return sendUnavailable(res, answer.what, error)
  }
  res.setHeader('Cache-Control', answer.cache(seconds))
  sendText(res, 200, body, 'application/json; charset=utf-8')
}
