// GET /api/health: for load balancers, Docker's HEALTHCHECK and uptime monitors. 200 while the
// site has data to serve (with its age, and `stale` when Notion failed and the last good data
// is served); 503 only when there is no data at all. Never calls Notion.
import type { NextApiRequest, NextApiResponse } from 'next'
import { siteDataHealth } from '@/lib/data/site-data'

export default async function health(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ error: 'method not allowed' })
    return
  }
  const { source, fetchedAt, stale } = await siteDataHealth()
  if (fetchedAt === null) {
    res.status(503).json({ status: 'no-data', source })
    return
  }
  const ageSeconds = Math.max(0, Math.round((Date.now() - fetchedAt) / 1000))
  res.status(200).json({ status: stale ? 'stale' : 'ok', source, stale, fetchedAt: new Date(fetchedAt).toISOString(), ageSeconds })
}
