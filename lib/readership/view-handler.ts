// POST /api/readership/view, body `{"path":"/article/x"}` as text (what sendBeacon sends) or
// JSON: 204 at once, before anything is looked up or written; whether the view counts is
// decided afterwards (accept-view.ts). 413 beyond a few hundred bytes, 400 for anything but
// such a body, 405 for other methods.
import type { NextApiRequest, NextApiResponse } from 'next'
import { withBasePath } from '@/lib/routes/base-path'
import type { RequestLike } from '@/lib/lock/client-address'
import { acceptView } from './accept-view'
import { outageReporter } from './outage'
import { serverDeps, type RouteDeps } from './route-deps'
import { recentSiteData } from './sites'
import { readViewBody, VIEW_ROUTE } from './view-body'
import { registerViewSink } from './view-sink'

export { MAX_VIEW_BODY_BYTES } from './view-body'

/** How long views reuse one read of the site data (its own refresh takes minutes). */
const SITE_DATA_REUSE_MS = 1000

/** Counts one view, after its request has been answered. */
function viewCounter(deps: RouteDeps) {
  // The site's data could not be read (none at all yet): views are not counted meanwhile.
  const siteOutage = outageReporter('the site data')
  const load = recentSiteData(deps.load, SITE_DATA_REUSE_MS, deps.now)
  return (request: RequestLike, path: string, at: number): Promise<void> =>
    acceptView(deps.readership(), load, { request, path, at }).then(
      () => siteOutage.recovered(),
      (error: unknown) => siteOutage.failed('reading it for a view', error),
    )
}

export function createViewHandler(deps: RouteDeps = serverDeps, count = viewCounter(deps)) {
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      res.status(405).end()
      return
    }
    const body = readViewBody(req.body)
    if (body === 'too large') return void res.status(413).end()
    if (!body) return void res.status(400).end()
    // Copied now: the socket may be gone once the answer is sent.
    const request = { headers: req.headers, socket: { remoteAddress: req.socket?.remoteAddress } }
    res.status(204).end()
    await count(request, body.path, deps.now())
  }
}

/**
 * The site's view route: also hands the production server its fast path (view-sink.ts), so
 * after the first beacon has loaded this module, beacons no longer go through Next at all.
 */
export function siteViewHandler() {
  const count = viewCounter(serverDeps)
  registerViewSink({
    path: withBasePath(VIEW_ROUTE),
    take: (request, path, at) => void count(request, path, at),
  })
  return createViewHandler(serverDeps, count)
}
