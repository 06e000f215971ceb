// GET /api/readership/figures?path=/article/x → the site's and the page's views and visitors,
// all a page shows in one small answer, cached 5 s. 404 with the counter off, 400 for a path
// it would never count, 503 `{}` while the store fails.
import type { NextApiRequest, NextApiResponse } from 'next'
import { notFound, readOnly, unavailable } from './answers'
import { serverDeps, single, type RouteDeps } from './route-deps'
import { counterSites } from './sites'
import type { Figures } from './store'

export function createFiguresHandler(deps: RouteDeps = serverDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    if (!readOnly(req, res)) return
    let figures: Figures
    try {
      const sites = await counterSites(deps.load)
      if (!sites) return notFound(res)
      const page = sites.read(single(req.query.path))
      if (!page) {
        res.setHeader('Cache-Control', 'no-store')
        return void res.status(400).json({})
      }
      figures = await (await deps.readership().store()).figures(page.key)
    } catch {
      return unavailable(res)
    }
    res.setHeader('Cache-Control', 'public, max-age=5')
    res.status(200).json(figures)
  }
}
