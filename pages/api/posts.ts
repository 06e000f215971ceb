// GET /api/posts?list=home|category:<name>|tag:<name>&page=N[&theme=<name>][&site=<lang>]
// → { posts, page, totalPages, total }: the next posts for a list in scroll mode.
// A small JSON API rather than fetching the next page's /_next/data/<buildId>/… file: that
// URL embeds the build id and the hidden variant segment, changes with every deploy, and a
// stale open tab would get 404s; this one is stable and returns only the posts.
import type { NextApiRequest, NextApiResponse } from 'next'
import { parseListRef } from '@/components/lists/list-ref'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable } from '@/lib/feeds/http'
import { loadRouteContext } from '@/lib/routes/context'
import { listPage } from '@/lib/routes/lists'
import { encodeVariant } from '@/lib/routes/variant'

type Loader = typeof loadRouteContext

const MAX_URL_LENGTH = 2048

export function createPostsHandler(load: Loader = loadRouteContext) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    // No category or tag name is this long: refuse before any work.
    if ((req.url?.length ?? 0) > MAX_URL_LENGTH) return sendText(res, 414, 'URI too long\n')
    const list = parseListRef(queryValue(req.query.list))
    const rawPage = queryValue(req.query.page) ?? '1'
    const page = /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : null
    if (!list || page === null)
      return sendText(res, 400, 'Bad request: list=home|category:X|tag:X and page=N\n')
    const theme = queryValue(req.query.theme) || undefined
    const site = queryValue(req.query.site) || undefined
    let body: Awaited<ReturnType<typeof listPage>>
    let seconds = 60
    try {
      const ctx = await load(encodeVariant({ theme, site }))
      if (!ctx) return sendText(res, 404, 'Not found\n')
      seconds = ctx.config.NEXT_REVALIDATE_SECOND
      body = await listPage(ctx, list, page)
    } catch (error) {
      return sendUnavailable(res, 'post list', error)
    }
    res.setHeader('Cache-Control', publicCache(seconds))
    if (!body) return sendText(res, 404, 'Not found\n')
    sendText(res, 200, JSON.stringify(body), 'application/json; charset=utf-8')
  }
}

export default createPostsHandler()
