// GET /api/post-hrefs[?site=<lang>] → { hrefs }: the address of every listed post, for
// "Random post" (components/chrome/useRandomPost.ts), fetched on click so pages need not carry
// the whole list. Listed posts are the Published Posts inside their schedule; locked ones are
// included (their address is public, their body is not); Invisible posts, drafts and posts
// that only link to another site are not.
import type { NextApiRequest, NextApiResponse } from 'next'
import { publicCache, queryValue, readOnly, sendText, sendUnavailable } from '@/lib/feeds/http'
import { randomPostHrefs } from '@/lib/home/random-post'
import { loadRouteContext } from '@/lib/routes/context'
import { encodeVariant } from '@/lib/routes/variant'

type Loader = typeof loadRouteContext

export function createPostHrefsHandler(load: Loader = loadRouteContext) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    const site = queryValue(req.query.site) || undefined
    let hrefs: string[]
    let seconds = 60
    try {
      const ctx = await load(encodeVariant({ site }))
      if (!ctx) return sendText(res, 404, 'Not found\n')
      seconds = ctx.config.NEXT_REVALIDATE_SECOND
      hrefs = randomPostHrefs(ctx.data.site.posts)
    } catch (error) {
      return sendUnavailable(res, 'post list', error)
    }
    res.setHeader('Cache-Control', publicCache(seconds))
    sendText(res, 200, JSON.stringify({ hrefs }), 'application/json; charset=utf-8')
  }
}

export default createPostHrefsHandler()
