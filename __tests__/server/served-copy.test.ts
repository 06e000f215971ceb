// @vitest-environment node
// Shared answers (cached pages, page data, static files) are compressed once, at brotli's
// best, and then served from that copy; everything else is still compressed as it streams.
// The server below answers the way Next does: a cached page in one end() with its ETag and
// Content-Length, a 304 when If-None-Match matches, a static file in pieces of an announced
// length, and per-visitor answers marked private or setting a cookie.
import { createHash } from 'node:crypto'
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { responseCompression } from '@/lib/server/compress'
import { CompressedCopies, copyBrotliQuality, type Compressor, type Effort, zlibCompressor } from '@/lib/server/compressed-copies'

const page = (text: string) => `<!doctype html><html><body>${`<p class="text-lg">${text}</p>`.repeat(300)}</body></html>`
const ISR = 's-maxage=60, stale-while-revalidate=31535940'

let bodies: Record<string, string>
let calls: { effort: Effort; encoding: string }[]
let copies: CompressedCopies
let compress: ReturnType<typeof responseCompression>
let server: Server
let port = 0

const counting: Compressor = (body, encoding, effort) => {
  calls.push({ effort, encoding })
  return zlibCompressor(body, encoding, effort)
}
const best = () => calls.filter((call) => call.effort === 'best')

/** As Next's sendRenderResult: ETag from the body, 304 on a (weakly) matching If-None-Match. */
function sendPage(req: IncomingMessage, res: ServerResponse, body: string, cacheControl: string) {
  const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 12)}"`
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('ETag', etag)
  const match = req.headers['if-none-match']
  if (match === etag || match === `W/${etag}`) {
    res.statusCode = 304
    return res.end()
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(req.method === 'HEAD' ? null : body)
}

beforeAll(async () => {
  server = createServer((req, res) => {
    compress(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://x')
      const body = bodies[url.pathname + url.search] ?? bodies[url.pathname] ?? ''
      if (url.pathname === '/static.js') {
        // As the static file server: headers, then the file in pieces.
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        res.setHeader('Content-Type', 'application/javascript; charset=UTF-8')
        res.setHeader('Content-Length', Buffer.byteLength(body))
        const half = Math.floor(body.length / 2)
        res.write(body.slice(0, half))
        return res.end(body.slice(half))
      }
      if (url.pathname === '/search') return sendPage(req, res, body, 'private, no-cache, no-store, max-age=0, must-revalidate')
      if (url.pathname === '/cookie') res.setHeader('Set-Cookie', 'seen=1')
      sendPage(req, res, body, ISR)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  calls = []
  copies = new CompressedCopies(undefined, counting)
  compress = responseCompression(copies)
  bodies = { '/': page('Home'), '/article': page('An article'), '/static.js': `console.log(${JSON.stringify(page('script'))})`, '/search': page('results'), '/cookie': page('cookie') }
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const text = (body.length === 0 ? body : encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString()
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** Sends the same page until its copy is made (the second sending makes it). */
async function untilCopied(path: string, headers = BR) {
  for (let i = 0; i < 5; i++) {
    const answer = await get(path, headers)
    if (answer.headers['content-length'] !== undefined) return answer
  }
  throw new Error(`no copy of ${path}`)
}

describe('answers served from a compressed copy', () => {
  it('compresses a page once at the best quality, then serves every answer from that copy', async () => {
    const first = await get('/', BR)
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.text).toBe(bodies['/'])
    await untilCopied('/')
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/', BR)))
    expect(best()).toEqual([{ effort: 'best', encoding: 'br' }])
    // One quick compression for the first answer, one best for the copy, none after.
    expect(calls).toHaveLength(2)
    for (const answer of answers) {
      expect(answer.text).toBe(bodies['/'])
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
    expect(copies.bytes).toBe(answers[0]?.body.length)
  })

  it('answers brotli, gzip and identity that all decode to the same bytes, varying on Accept-Encoding', async () => {
    const br = await untilCopied('/')
    const gzip = await untilCopied('/', { 'accept-encoding': 'gzip' })
    const identity = await get('/', { 'accept-encoding': 'identity' })
    const none = await get('/')
    expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding'], none.headers['content-encoding']]).toEqual(['br', 'gzip', undefined, undefined])
    for (const answer of [br, gzip, identity, none]) {
      expect(answer.text).toBe(bodies['/'])
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
    expect(br.body.length).toBeLessThan(gzip.body.length)
    expect(identity.body.length).toBe(Buffer.byteLength(bodies['/'] ?? ''))
  })

  it('weakens a compressed answer’s ETag, which still revalidates to a 304 with Vary', async () => {
    const br = await untilCopied('/')
    const identity = await get('/')
    expect(br.headers.etag).toBe(`W/${identity.headers.etag}`)
    const revalidated = await get('/', { ...BR, 'if-none-match': String(br.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    expect(revalidated.headers.vary).toMatch(/accept-encoding/i)
    expect(revalidated.headers.etag).toBe(br.headers.etag)
    expect((await get('/', { 'if-none-match': String(identity.headers.etag) })).status).toBe(304)
  })

  it('answers a HEAD with the headers of the GET: the copy’s encoding and length, no body', async () => {
    const copied = await untilCopied('/')
    const head = await get('/', BR, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(copied.headers['content-length'])
    expect(head.headers.etag).toBe(copied.headers.etag)
    const plain = await get('/', {}, 'HEAD')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(bodies['/'] ?? ''))
  })

  it('makes a new copy when the page is regenerated with new bytes', async () => {
    await untilCopied('/')
    bodies['/'] = page('Home, regenerated')
    const after = await untilCopied('/')
    expect(after.text).toBe(bodies['/'])
    expect(best()).toHaveLength(2)
    expect((await get('/', BR)).text).toBe(bodies['/'])
  })

  it('never lets two variants of one address share a copy, even with the same ETag', async () => {
    // Two variants (a theme, a language) whose ETags collide: only their bytes decide.
    bodies['/article?theme=a'] = page('Theme A')
    bodies['/article?theme=b'] = page('Theme B')
    const a = await untilCopied('/article?theme=a')
    const b = await untilCopied('/article?theme=b')
    expect(a.text).toBe(bodies['/article?theme=a'])
    expect(b.text).toBe(bodies['/article?theme=b'])
    expect((await get('/article?theme=a', BR)).text).toBe(bodies['/article?theme=a'])
    // The same bytes under two addresses share one copy.
    bodies['/article?theme=c'] = bodies['/article?theme=a'] ?? ''
    const c = await get('/article?theme=c', BR)
    expect(c.headers['content-length']).toBe(a.headers['content-length'])
    expect(best()).toHaveLength(2)
  })

  it('serves a static file sent in pieces from its copy too', async () => {
    const copied = await untilCopied('/static.js')
    expect(copied.text).toBe(bodies['/static.js'])
    expect(copied.headers['content-encoding']).toBe('br')
    expect(best()).toHaveLength(1)
    const plain = await get('/static.js')
    expect(plain.text).toBe(bodies['/static.js'])
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
  })

  it('keeps per-visitor answers on the streaming compression: no copy, compressed every time', async () => {
    for (const path of ['/search', '/cookie']) {
      for (let i = 0; i < 3; i++) {
        const answer = await get(path, BR)
        expect(answer.headers['content-encoding'], path).toBe('br')
        expect(answer.headers['content-length'], path).toBeUndefined()
        expect(answer.text, path).toBe(bodies[path])
      }
    }
    expect(calls).toEqual([])
    expect(copies.bytes).toBe(0)
  })
})

describe('CompressedCopies', () => {
  /** 4 kB of hex that compresses to about half: a few copies fill a small budget. */
  const body = (n: number) => Buffer.from(Array.from({ length: 64 }, (_, i) => createHash('sha256').update(`${n} ${i}`).digest('hex')).join(''))

  it('keeps the copies it holds under its byte budget, the least recently used going first', async () => {
    calls = []
    const copyOf = async (store: CompressedCopies, n: number) => {
      await store.encode(`k${n}`, body(n), 'br')
      return store.encode(`k${n}`, body(n), 'br')
    }
    const size = (await copyOf(new CompressedCopies(undefined, zlibCompressor), 0)).length
    // Room for five copies.
    const store = new CompressedCopies(size * 5 + size / 2, counting)
    for (let n = 0; n < 5; n++) await copyOf(store, n)
    expect(store.copy('k0', 'br')).toBeDefined()
    await copyOf(store, 5)
    // k0 was used again, so k1 went first.
    expect([0, 1, 2, 3, 4, 5].map((n) => store.copy(`k${n}`, 'br') !== undefined)).toEqual([true, false, true, true, true, true])
    for (let n = 6; n < 30; n++) {
      await copyOf(store, n)
      expect(store.bytes).toBeLessThanOrEqual(size * 5 + size / 2)
    }
    expect(store.bytes).toBeGreaterThan(size * 4)
    // An evicted page is compressed again when it comes back.
    const before = best().length
    expect(brotliDecompressSync(await copyOf(store, 1)).equals(body(1))).toBe(true)
    expect(best().length).toBe(before + 1)
  })

  it('makes pages’ copies at brotli 11, and large bodies’ at faster levels (answers wait for a copy)', () => {
    expect([60_000, 256 * 1024, 600_000, 2_000_000].map(copyBrotliQuality)).toEqual([11, 11, 9, 5])
  })

  it('makes one copy for answers that ask at the same time', async () => {
    calls = []
    const store = new CompressedCopies(undefined, counting)
    await store.encode('k', body(1), 'br')
    const together = await Promise.all(Array.from({ length: 10 }, () => store.encode('k', body(1), 'br')))
    expect(best()).toHaveLength(1)
    expect(new Set(together).size).toBe(1)
    expect(brotliDecompressSync(together[0] as Buffer).equals(body(1))).toBe(true)
  })
})
