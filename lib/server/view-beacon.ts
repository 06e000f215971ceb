// The production server's fast path for view beacons (issue 36): once the view route has
// registered its sink (lib/readership/view-sink.ts), a beacon is read, answered 204 and handed
// over here, without Next's request pipeline, compression or a page-sized cost per view. Same
// answers as the route: 413 beyond MAX_VIEW_BODY_BYTES, 400 for another body, no-store.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_VIEW_BODY_BYTES, readViewBody } from '../readership/view-body'
import { currentViewSink, type ViewSink } from '../readership/view-sink'

function answer(res: ServerResponse, status: number): void {
  res.writeHead(status, { 'Cache-Control': 'no-store' }).end()
}

function readBody(req: IncomingMessage, res: ServerResponse, done: (text: string) => void): void {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > MAX_VIEW_BODY_BYTES) return void (answer(res, 413), req.resume())
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= MAX_VIEW_BODY_BYTES) chunks.push(chunk)
  })
  req.on('end', () => (size > MAX_VIEW_BODY_BYTES ? answer(res, 413) : done(Buffer.concat(chunks).toString('utf8'))))
  req.on('error', () => res.destroy())
}

function isBeacon(req: IncomingMessage, sink: ViewSink): boolean {
  if (req.method !== 'POST' || !req.url) return false
  const end = req.url.indexOf('?')
  return (end < 0 ? req.url : req.url.slice(0, end)) === sink.path
}

/** Answers the request when it is a view beacon and the sink is there; false leaves it to Next. */
export function takeViewBeacon(req: IncomingMessage, res: ServerResponse, now: () => number = Date.now): boolean {
  const sink = currentViewSink()
  if (!sink || !isBeacon(req, sink)) return false
  readBody(req, res, (text) => {
    const body = readViewBody(text)
    if (body === 'too large') return answer(res, 413)
    if (!body) return answer(res, 400)
    // Copied now: the socket may be gone once the answer is sent.
    const request = { headers: req.headers, socket: { remoteAddress: req.socket.remoteAddress } }
    answer(res, 204)
    sink.take(request, body.path, now())
  })
  return true
}
