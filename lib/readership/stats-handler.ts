// GET /api/stats with `Authorization: Bearer <STATS_SECRET>` → the owner's figures of the last
// 90 days: each public page and each day. 401 without the right secret, and always while
// STATS_SECRET is empty; then 404 while the counter is off, 503 while the store fails.
import type { NextApiRequest, NextApiResponse } from 'next'
import { secretMatches } from '@/lib/feeds/revalidate'
import { notFound, readOnly, unavailable } from './answers'
import { statsReport, type StatsReport } from './reports'
import { serverDeps, type RouteDeps } from './route-deps'
import { counterSites } from './sites'

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}

export function createStatsHandler(deps: RouteDeps = serverDeps) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store')
    if (!readOnly(req, res)) return
    let report: StatsReport
    try {
      const home = await deps.load()
      if (!secretMatches(bearer(req.headers.authorization), home.config.STATS_SECRET)) {
        res.setHeader('WWW-Authenticate', 'Bearer')
        return void res.status(401).json({})
      }
      const sites = await counterSites(deps.load)
      if (!sites) return notFound(res)
      report = await statsReport(await deps.readership().store(), sites, deps.now())
    } catch {
      return unavailable(res)
    }
    res.status(200).json(report)
  }
}
