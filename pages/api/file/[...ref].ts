// GET /api/file/<table>/<id>/<slot>/<version>: a file the site shows, by what it belongs to
// (lib/notion/file-ref.ts); lib/media/file-answer.ts decides what is served.
import type { NextApiRequest, NextApiResponse } from 'next'
import { fileRouteAnswer } from '@/lib/media/file-route-setup'

export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).end()
    return
  }
  const segments = Array.isArray(req.query.ref) ? req.query.ref : []
  const answer = await fileRouteAnswer()(segments)
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.status(answer.status)
  res.end(req.method === 'HEAD' ? undefined : answer.body)
}

export const config = { api: { responseLimit: false } }
