// Folio's server compresses its own answers (Next's gzip is off: next.config.ts `compress`), so
// that a browser that takes brotli gets it: 8-12 % smaller pages and scripts than gzip. That
// decides whether a home page fits in the first round trip of a new connection (about 14.6 kB
// with its headers), a whole round trip of first paint on a phone.
// Answers every visitor gets byte for byte (cached pages, page data, static files, feeds) are
// compressed once, at brotli's best, and then sent from that copy (lib/server/served-copy.ts):
// compressing a page per request cost two thirds of the server's throughput. The rest (search
// results, signed-in screens, APIs) is compressed as it streams, by the `compression`
// middleware's own rules: compressible types only, 1 kB and up, never a `Cache-Control:
// no-transform` answer, `Vary: Accept-Encoding`.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { constants } from 'node:zlib'
import compression from 'compression'
import { BodyKeys } from './body-keys'
import { CompressedCopies, QUICK_BROTLI_QUALITY } from './compressed-copies'
import { type CopyServing, serveFromCopies } from './served-copy'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

export function responseCompression(copies = new CompressedCopies()): Middleware {
  const serving: CopyServing = { copies, bodyKeys: new BodyKeys(), served: new WeakSet(), headKeys: new Map() }
  // The middleware is typed for Express's request and response, which extend Node's own; it
  // uses only Node's API.
  const streaming = compression({
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY } },
    filter: (req, res) => !serving.served.has(res) && compression.filter(req, res),
  }) as unknown as Middleware
  return (req, res, next) =>
    streaming(req, res, (error) => {
      // Inside the streaming compression's own wrappers, so a copy it is told about passes through it.
      if (!error) serveFromCopies(req, res, serving)
      next(error)
    })
}
