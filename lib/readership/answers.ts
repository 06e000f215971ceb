// Answers the readership routes share.
import type { NextApiRequest, NextApiResponse } from 'next'

/** 405 unless GET or HEAD; true when the request may go on. */
export function readOnly(req: NextApiRequest, res: NextApiResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true
  res.setHeader('Allow', 'GET, HEAD')
  res.status(405).json({})
  return false
}

/** The counter is off: the route does not exist. */
export function notFound(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store')
  res.status(404).json({})
}

/** The store (or the site's data) is failing: no figures, and nothing cached (the browser hides them). */
export function unavailable(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Retry-After', '30')
  res.status(503).json({})
}
