// POST /api/readership/view, body `{"path":"/article/x"}` as text (what sendBeacon sends) or
// JSON: 204 at once, before anything is looked up or written; whether the view counts is
// decided afterwards (accept-view.ts). 413 beyond a few hundred bytes, 400 for anything but
// such a body, 405 for other methods.
import type { NextApiRequest, NextApiResponse } from 'next'
import { acceptView } from './accept-view'
import { outageReporter } from './outage'
import { serverDeps, type RouteDeps } from './route-deps'

/** A path of MAX_PATH_LENGTH characters fits, with its JSON around it. */
export const MAX_VIEW_BODY_BYTES = 512

function bodyPath(body: unknown): { path: unknown } | 'too large' | null {
  let value = body
  if (typeof body === 'string') {
    if (Buffer.byteLength(body) > MAX_VIEW_BODY_BYTES) return 'too large'
    try {
      value = JSON.parse(body)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object' || !('path' in value)) return null
  return typeof value.path === 'string' ? { path: value.path } : null
}

export function createViewHandler(deps: RouteDeps = serverDeps) {
  // The site's data could not be read (none at all yet): views are not counted meanwhile.
  const siteOutage = outageReporter('the site data')
  return async (req: NextApiRequest, res: NextApiResponse): Promise<void> => {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      res.status(405).end()
      return
    }
    const body = bodyPath(req.body)
    if (body === 'too large') return void res.status(413).end()
    if (!body) return void res.status(400).end()
    // Copied now: the socket may be gone once the answer is sent.
    const request = { headers: req.headers, socket: { remoteAddress: req.socket?.remoteAddress } }
    res.status(204).end()
    await acceptView(deps.readership(), deps.load, { request, path: body.path, at: deps.now() }).then(
      () => siteOutage.recovered(),
      (error: unknown) => siteOutage.failed('reading it for a view', error),
    )
  }
}
