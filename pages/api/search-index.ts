// GET /api/search-index[?site=<lang>]: the full-text search index the search page loads in
// the browser (lib/search/index-store.ts). Built from published, unlocked posts only; cached
// by CDNs for as long as ISR pages. Next.js adds an ETag of the body to API answers and
// answers a matching If-None-Match with 304, so browsers revalidate it cheaply.
import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/data/site-data'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable } from '@/lib/feeds/http'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { searchIndexText } from '@/lib/search/build-index'
import { getSearchIndex } from '@/lib/search/index-store'
import type { SearchIndexPayload } from '@/lib/search/types'

interface Deps {
  index: (lang?: string) => Promise<SearchIndexPayload>
  site: typeof getSiteData
}

export function createSearchIndexHandler(
  deps: Deps = { index: getSearchIndex, site: getSiteData },
) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    const lang = queryValue(req.query.site) || undefined
    let payload: SearchIndexPayload
    let seconds: number
    try {
      const { config } = await deps.site(lang)
      seconds = config.NEXT_REVALIDATE_SECOND
      if (lang && !languagePrefixes(config).includes(lang)) {
        res.setHeader('Cache-Control', publicCache(seconds))
        return sendText(res, 404, 'Not found\n')
      }
      payload = await deps.index(lang)
    } catch (error) {
      return sendUnavailable(res, 'search index', error)
    }
    res.setHeader('Cache-Control', publicCache(seconds))
    sendText(res, 200, searchIndexText(payload), 'application/json; charset=utf-8')
  }
}

export default createSearchIndexHandler()
