// GET /api/file/<table>/<id>/<slot>/<version>: a file the site shows, by what it belongs to
// (lib/notion/file-ref.ts); lib/media/file-answer.ts decides what is served.
import type { NextApiRequest, NextApiResponse } from 'next'
import { FILE_GRANT_PARAM } from '@/lib/lock/file-grants'
import { fileRouteAnswer } from '@/lib/media/file-route-setup'

export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).end()
    return
  }
  // The raw path, not req.query: a slot's percent-encoded property id must reach the route as sent.
  const pathname = (req.url ?? '').split('?', 1)[0] ?? ''
  const at = pathname.indexOf('/api/file/')
  const segments = at < 0 ? [] : pathname.slice(at + '/api/file/'.length).split('/')
  const grant = typeof req.query[FILE_GRANT_PARAM] === 'string' ? req.query[FILE_GRANT_PARAM] : undefined
  const answer = await fileRouteAnswer()(segments, grant)
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.status(answer.status)
  res.end(req.method === 'HEAD' ? undefined : answer.body)
}

export const config = { api: { responseLimit: false } }
