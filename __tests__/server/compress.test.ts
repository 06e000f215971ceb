// @vitest-environment node
// The server's own compression: brotli when the browser takes it, gzip otherwise, nothing for a
// small answer, one marked no-transform, or a browser that asks for none.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { responseCompression } from '@/lib/server/compress'
import nextConfig from '@/next.config'

const PAGE = `<!doctype html><html><body>${'<p class="text-lg">A paragraph of a page.</p>'.repeat(200)}</body></html>`

let server: Server
let port = 0

beforeAll(async () => {
  const compress = responseCompression()
  server = createServer((req, res) =>
    compress(req, res, () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (req.url === '/no-transform') res.setHeader('Cache-Control', 'no-transform')
      res.end(req.url === '/small' ? '<p>Hi</p>' : PAGE)
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, acceptEncoding: string): Promise<{ encoding: string; vary: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? ''), vary: String(res.headers.vary ?? ''), body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('responseCompression', () => {
  it('sends brotli to a browser that takes it, smaller than gzip, and varies on Accept-Encoding', async () => {
    const br = await get('/', 'gzip, deflate, br, zstd')
    expect(br.encoding).toBe('br')
    expect(br.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE)
    const gzip = await get('/', 'gzip, deflate')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    expect(br.body.length).toBeLessThan(gzip.body.length)
  })

  it('leaves alone a small answer, a no-transform one, and a browser that takes no encoding', async () => {
    expect((await get('/small', 'br, gzip')).encoding).toBe('')
    expect((await get('/no-transform', 'br, gzip')).encoding).toBe('')
    const plain = await get('/', 'identity')
    expect(plain.encoding).toBe('')
    expect(plain.body.toString()).toBe(PAGE)
  })

  it("is the only compression: Next's own is off", () => {
    expect(nextConfig.compress).toBe(false)
  })
})
