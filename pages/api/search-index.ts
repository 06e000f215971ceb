// GET /api/search-index[?site=<lang>][&whole=1]: the full-text search index the search page
// loads in the browser (lib/search/index-store.ts). Built from published, unlocked posts only;
// cached by CDNs for as long as ISR pages. Next.js adds an ETag of the body to API answers and
// answers a matching If-None-Match with 304, so browsers revalidate it cheaply.
// Above the whole-index limit (lib/search/whole-index.ts) it answers a small pointer instead:
// the browser then asks /api/search per query. `whole=1` answers the documents anyway (the
// static export cuts its shards from them).
import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData } from '@/lib/data/site-data'
import { publicCache, queryValue, readOnly } from '@/lib/feeds/http'
import { searchIndexText } from '@/lib/search/build-index'
import { getSearchIndex } from '@/lib/search/index-store'
import { serverEngine } from '@/lib/search/server-engine'
import { answerFromIndex, type SiteIndexDeps } from '@/lib/search/site-index'
import type { SearchIndexPayload, SearchIndexPointer } from '@/lib/search/types'
import { servedIndex, WHOLE_INDEX_MAX_GZIP } from '@/lib/search/whole-index'

interface Deps extends SiteIndexDeps {
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
    const whole = queryValue(req.query.whole) === '1'
    await answerFromIndex(res, deps, queryValue(req.query.site) || undefined, {
      what: 'search index',
      cache: publicCache,
      body: async (payload) => {
        const served = await servedIndex(payload)
        if (whole) return served.text ?? searchIndexText(payload)
        if (served.text !== null && served.gzipBytes <= maxGzip) return served.text
        // The first query will need the server's own index: start building it now.
        serverEngine(payload).catch(() => undefined)
        return JSON.stringify(pointerOf(payload))
      },
    })
  }
}

export default createSearchIndexHandler()
