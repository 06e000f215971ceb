// Serves a shared answer (lib/server/copyable.ts) from its compressed copy instead of
// compressing it again: wraps the response's write() and end(), which Next calls with the
// whole page at once (a cached page or its page data) or in pieces of a known length (a static
// file), and sends the copy in the encoding the client takes, with its own Content-Length.
// Everything else passes through untouched to the streaming compression underneath, which
// `served` tells to keep off the answers handled here.
//
// Headers, as for any answer that varies by encoding: `Vary: Accept-Encoding` (on a 304 too);
// a compressed answer's ETag is made weak (the same page in another encoding, RFC 9110
// §8.8.1), which Next's and the static server's If-None-Match checks still match, so a
// browser's revalidation still gets its 304 (carrying the weak ETag too). A HEAD gets the
// headers a GET would: the copy's length once the copy is made, else none (a GET would then
// be sent chunked).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type ContentEncoding, preferredEncoding } from './accept-encoding'
import type { BodyKeys } from './body-keys'
import { type CompressedCopies, rememberNewest } from './compressed-copies'
import { isCopyable } from './copyable'

type Body = string | Uint8Array
type Callback = (error?: Error | null) => void
type Writer = (this: ServerResponse, ...args: unknown[]) => unknown

/** Which body each page's current ETag stands for, so a HEAD can tell the copy's length. */
const HEAD_KEYS_LIMIT = 4096

export interface CopyServing {
  copies: CompressedCopies
  bodyKeys: BodyKeys
  /** Answers sent from a copy here (the streaming compression leaves them alone). */
  served: WeakSet<ServerResponse>
  headKeys: Map<string, string>
}

function splitArgs(args: unknown[]): { chunk?: Body; encoding?: BufferEncoding; callback?: Callback } {
  const callback = typeof args.at(-1) === 'function' ? (args.at(-1) as Callback) : undefined
  const [chunk, encoding] = (callback ? args.slice(0, -1) : args) as [Body | null | undefined, BufferEncoding | undefined]
  return { chunk: chunk ?? undefined, encoding, callback }
}

const asBuffer = (chunk: Body, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)

export function varyOnEncoding(res: ServerResponse): void {
  const current = res.getHeader('vary')
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current)
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(text)) return
  res.setHeader('Vary', text ? `${text}, Accept-Encoding` : 'Accept-Encoding')
}

function weakenEtag(res: ServerResponse): string {
  const etag = res.getHeader('etag')
  if (typeof etag !== 'string') return ''
  if (!etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`)
  return etag.replace(/^W\//, '')
}

export function serveFromCopies(req: IncomingMessage, res: ServerResponse, serving: CopyServing): void {
  const write = res.write as Writer
  const end = res.end as Writer
  const head = { method: req.method, get status() { return res.statusCode }, header: (name: string) => res.getHeader(name) }
  /** A static file's pieces, when its answer is copyable by its announced length. */
  let pieces: Buffer[] | undefined
  let passing = false
  let ended = false

  let claimed: { encoding: ContentEncoding; headKey: string } | undefined
  /** Marks the answer as ours and sets what every encoding of it carries; returns the encoding. */
  const claim = () => (claimed ??= claimOnce())
  const claimOnce = () => {
    serving.served.add(res)
    varyOnEncoding(res)
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    const etag = encoding === 'identity' ? '' : weakenEtag(res)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    return { encoding, headKey: etag && `${req.url ?? ''} ${etag}` }
  }

  const sendHead = (callback?: Callback) => {
    const { encoding, headKey } = claim()
    if (encoding === 'identity') return end.call(res, callback)
    const key = headKey ? serving.headKeys.get(headKey) : undefined
    const copy = key === undefined ? undefined : serving.copies.copy(key, encoding)
    if (copy) res.setHeader('Content-Length', copy.length)
    else res.removeHeader('Content-Length')
    return end.call(res, callback)
  }

  const sendBody = (body: Body, callback?: Callback) => {
    const { encoding, headKey } = claim()
    if (encoding === 'identity') return end.call(res, body, callback)
    const key = serving.bodyKeys.keyOf(req.url ?? '', body)
    if (headKey) rememberNewest(serving.headKeys, headKey, key, HEAD_KEYS_LIMIT)
    const copy = serving.copies.copy(key, encoding)
    if (copy) {
      res.setHeader('Content-Length', copy.length)
      return end.call(res, copy, callback)
    }
    // Headers now, as the streaming compression does: Next sees the answer as sent.
    res.removeHeader('Content-Length')
    res.writeHead(res.statusCode)
    serving.copies.encode(key, asBuffer(body), encoding).then(
      (encoded) => end.call(res, encoded, callback),
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    return res
  }

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!passing && !pieces) {
      const announced = Number(res.getHeader('content-length'))
      if (res.headersSent || !isCopyable(head, announced)) passing = true
      // A client that takes no encoding gets the pieces as they come.
      else if (claim().encoding === 'identity') passing = true
      else pieces = []
    }
    if (!pieces) return write.apply(this, args)
    const { chunk, encoding, callback } = splitArgs(args)
    if (chunk !== undefined) pieces.push(asBuffer(chunk, encoding))
    if (callback) queueMicrotask(callback)
    return true
  } as ServerResponse['write']

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (ended) return this
    if (passing || res.headersSent) {
      ended = true
      return end.apply(this, args)
    }
    ended = true
    const { chunk, encoding, callback } = splitArgs(args)
    // Claimed at the first piece (by its announced length): the whole file is the body.
    if (pieces) return sendBody(Buffer.concat(chunk === undefined ? pieces : [...pieces, asBuffer(chunk, encoding)]), callback)
    if (res.statusCode === 304) {
      varyOnEncoding(res)
      if (preferredEncoding(req.headers['accept-encoding']) !== 'identity') weakenEtag(res)
    }
    const isHead = req.method === 'HEAD'
    const bytes = isHead ? Number(res.getHeader('content-length')) : chunk === undefined ? 0 : typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length
    if (!isCopyable(head, bytes)) return end.apply(this, args)
    if (isHead || chunk === undefined) return sendHead(callback)
    return sendBody(typeof chunk === 'string' && encoding && encoding !== 'utf8' ? asBuffer(chunk, encoding) : chunk, callback)
  } as ServerResponse['end']
}
