// GET /api/search-index[?site=<lang>][&whole=1]: the full-text search index the search page
// loads in the browser (lib/search/index-store.ts). Built from published, unlocked posts only;
// cached by CDNs for as long as ISR pages. Next.js adds an ETag of the body to API answers and
// answers a matching If-None-Match with 304, so browsers revalidate it cheaply.
// Above the whole-index limit (lib/search/whole-index.ts) it answers a small pointer instead:
// the browser then asks /api/search per query. `whole=1` answers the documents anyway (the
// static export cuts its shards from them).
import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/data/site-data'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable } from '@/lib/feeds/http'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { searchIndexText } from '@/lib/search/build-index'
import { getSearchIndex } from '@/lib/search/index-store'
import { serverEngine } from '@/lib/search/server-engine'
import type { SearchIndexPayload, SearchIndexPointer } from '@/lib/search/types'
import { servedIndex, WHOLE_INDEX_MAX_GZIP } from '@/lib/search/whole-index'

interface Deps {
  index: (lang?: string) => Promise<SearchIndexPayload>
  site: typeof getSiteData
  /** The whole-index limit (tests lower it). */
  maxGzip?: number
}

function pointerOf(payload: SearchIndexPayload): SearchIndexPointer {
  return { format: payload.format, signature: payload.signature, docCount: payload.docs.length }
}

export function createSearchIndexHandler(
  deps: Deps = { index: getSearchIndex, site: getSiteData },
) {
  const maxGzip = deps.maxGzip ?? WHOLE_INDEX_MAX_GZIP
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    const lang = queryValue(req.query.site) || undefined
    let body: string
    let seconds: number
    try {
      const { config } = await deps.site(lang)
      seconds = config.NEXT_REVALIDATE_SECOND
      if (lang && !languagePrefixes(config).includes(lang)) {
        res.setHeader('Cache-Control', publicCache(seconds))
        return sendText(res, 404, 'Not found\n')
      }
      const payload = await deps.index(lang)
      const served = await servedIndex(payload)
      if (queryValue(req.query.whole) === '1') body = served.text ?? searchIndexText(payload)
      else if (served.text !== null && served.gzipBytes <= maxGzip) body = served.text
      else {
        // The first query will need the server's own index: start building it now.
        serverEngine(payload).catch(() => undefined)
        body = JSON.stringify(pointerOf(payload))
      }
    } catch (error) {
      return sendUnavailable(res, 'search index', error)
    }
    res.setHeader('Cache-Control', publicCache(seconds))
    sendText(res, 200, body, 'application/json; charset=utf-8')
  }
}

export default createSearchIndexHandler()
