// GET /api/readership/popular[?lang=<prefix>] → the most viewed listed posts of the last 30
// days (id, title, address, views), at most ANALYTICS_FOLIO_POPULAR_COUNT, cached 60 s.
import type { NextApiRequest, NextApiResponse } from 'next'
import { notFound, readOnly, unavailable } from './answers'
import { popularPosts, type PopularPost } from './reports'
import { serverDeps, single, type RouteDeps } from './route-deps'
import { counterSites } from './sites'

export function createPopularHandler(deps: RouteDeps = serverDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    let posts: PopularPost[]
    try {
      const sites = await counterSites(deps.load)
      const lang = single(req.query.lang) || undefined
      if (!sites || (lang && !sites.prefixes.includes(lang))) return notFound(res)
      posts = await popularPosts(await deps.readership().store(), sites, lang, deps.now())
    } catch {
      return unavailable(res)
    }
    res.setHeader('Cache-Control', 'public, max-age=60')
    res.status(200).json({ posts })
  }
}
