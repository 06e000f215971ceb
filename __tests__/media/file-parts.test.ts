// @vitest-environment node
// Issue 34: the image route's parts on their own: private addresses, the safe fetcher's
// limits, kept copies (eviction, one fetch), the headers files are served with, and the
// route's refusal of what an image slot must not serve.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileRoute, type FileRouteParts } from '@/lib/media/file-answer'
import { fileStore } from '@/lib/media/file-store'
import { contentTypeOf, fileHeaders } from '@/lib/media/file-types'
import { isPrivateAddress } from '@/lib/media/private-address'
import { isShownFile } from '@/lib/media/shown-files'
import { FetchRefused, safeFetch } from '@/lib/media/safe-fetch'
import { versionBook } from '@/lib/media/version-book'
import { fileRefPath } from '@/lib/notion/file-ref'

let server: Server
let origin: string
let tmp: string

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-file-parts-'))
  server = createServer((req, res) => {
    if (req.url === '/big') return res.end(Buffer.alloc(4096))
    if (req.url === '/hop') return res.writeHead(302, { location: 'http://localhost:1/x' }).end()
    res.writeHead(200, { 'content-type': 'image/png' }).end('png')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(tmp, { recursive: true, force: true })
})

describe('private addresses', () => {
  it('are loopback, private, link-local, unspecified, multicast and their IPv6 forms', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'nonsense'])
      expect(isPrivateAddress(a), a).toBe(true)
    for (const a of ['93.184.216.34', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false)
  })
})

describe('which files are shown', () => {
  const shown = { rows: new Set(['post', 'config']), rootIds: new Set(['root', 'root-en']), locked: new Set<string>() }
  it('a visible row and its body, the Config row, the roots and their databases; never a hidden row under the root', () => {
    expect(isShownFile(['post', 'rootdb', 'root'], 'block', shown)).toBe(true)
    expect(isShownFile(['image', 'column', 'post', 'rootdb', 'root'], 'block', shown)).toBe(true)
    expect(isShownFile(['card', 'inlinedb', 'view', 'post', 'rootdb', 'root'], 'block', shown)).toBe(true)
    expect(isShownFile(['avatar', 'config', 'rootdb', 'root'], 'block', shown)).toBe(true)
    expect(isShownFile(['root'], 'block', shown)).toBe(true)
    expect(isShownFile(['rootdb', 'root-en'], 'collection', shown)).toBe(true)
    expect(isShownFile(['draft', 'rootdb', 'root'], 'block', shown)).toBe(false)
    expect(isShownFile(['image', 'draft', 'rootdb', 'root'], 'block', shown)).toBe(false)
    expect(isShownFile(['inlinedb', 'draft', 'rootdb', 'root'], 'collection', shown)).toBe(false)
    expect(isShownFile(['elsewhere', 'space'], 'block', shown)).toBe(false)
  })
})

describe('safeFetch', () => {
  const limits = (trusted: string[] = []) => ({ maxBytes: 1024, timeoutMs: 2000, trustedOrigins: trusted })

  it('refuses loopback by address and by name (after DNS), and redirects there', async () => {
    await expect(safeFetch(`${origin}/a.png`, limits())).rejects.toBeInstanceOf(FetchRefused)
    await expect(safeFetch(origin.replace('127.0.0.1', 'localhost') + '/a.png', limits())).rejects.toThrow(/private address/)
    await expect(safeFetch(`${origin}/hop`, limits([origin]))).rejects.toThrow(/private address/)
    await expect(safeFetch('file:///etc/passwd', limits())).rejects.toThrow(/not an http/)
  })

  it('fetches from the one configured Notion origin, within the size limit', async () => {
    const answer = await safeFetch(`${origin}/a.png`, limits([origin]))
    expect([answer.status, answer.contentType, answer.body.toString()]).toEqual([200, 'image/png', 'png'])
    await expect(safeFetch(`${origin}/big`, limits([origin]))).rejects.toThrow(/over the limit/)
  })
})

describe('kept copies', () => {
  const file = (size: number) => ({ contentType: 'image/png', body: Buffer.alloc(size), owners: ['a'] })

  it('are fetched once for concurrent requests, and evicted oldest first past the limit', async () => {
    const store = fileStore(path.join(tmp, 'store'), 2500)
    let fetches = 0
    const slow = () => new Promise<ReturnType<typeof file>>((resolve) => setTimeout(() => (fetches++, resolve(file(1000))), 20))
    await Promise.all(Array.from({ length: 5 }, () => store.getOrFetch('one', slow)))
    expect(fetches).toBe(1)
    await new Promise((r) => setTimeout(r, 5))
    await store.getOrFetch('two', async () => file(1000))
    await new Promise((r) => setTimeout(r, 5))
    await store.getOrFetch('three', async () => file(1000))
    expect(await store.read('one')).toBeUndefined()
    expect(await store.read('two')).toBeDefined()
    expect((await store.read('three'))?.owners).toEqual(['a'])
    expect(await store.size()).toBeLessThanOrEqual(2500)
  })
})

describe('served headers', () => {
  it('SVG and documents cannot run script; raster images and everything are nosniff and immutable', () => {
    const svg = fileHeaders('image/svg+xml', 10, '0123456789')
    expect(svg['Content-Security-Policy']).toBe("script-src 'none'; sandbox")
    expect(svg['X-Content-Type-Options']).toBe('nosniff')
    expect(fileHeaders('text/html', 10, '0123456789')['Content-Security-Policy']).toBe("script-src 'none'; sandbox")
    const png = fileHeaders('image/png', 10, '0123456789')
    expect(png['Content-Security-Policy']).toBeUndefined()
    expect(png['Cache-Control']).toBe('public, max-age=31536000, immutable')
  })

  it('reads the type from the bytes when the host says octet-stream', () => {
    expect(contentTypeOf('binary/octet-stream', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(contentTypeOf('image/PNG; charset=x', Buffer.alloc(0))).toBe('image/png')
  })
})

describe('the route with stand-in parts', () => {
  const ref = { table: 'block' as const, id: 'a'.repeat(32), slot: 'cover' as const, version: '0123456789' }
  const parts = (answer: { contentType: string; body: string }, imageOnly = true): FileRouteParts => ({
    source: {
      fileUrl: async () => ({ url: 'https://files.example/x', version: ref.version }),
      fileContext: async () => ({ owners: [ref.id], imageOnly }),
    },
    shown: async () => ({ rows: new Set([ref.id]), rootIds: new Set(['b'.repeat(32)]), locked: new Set<string>() }),
    store: fileStore(path.join(tmp, `route-${Math.random()}`), 1e6),
    versions: versionBook(null),
    fetchFile: async () => ({ status: 200, contentType: answer.contentType, body: Buffer.from(answer.body) }),
  })
  const segments = fileRefPath(ref).split('/').slice(3)

  it('refuses what is not an image in an image slot, serves it in a file slot with a sandbox', async () => {
    const html = { contentType: 'text/html', body: '<script>alert(1)</script>' }
    expect((await fileRoute(parts(html))(segments)).status).toBe(502)
    const asFile = await fileRoute(parts(html, false))(segments)
    expect(asFile.status).toBe(200)
    expect(asFile.headers['Content-Security-Policy']).toBe("script-src 'none'; sandbox")
  })

  it('serves an SVG cover so that it cannot run script', async () => {
    const svg = await fileRoute(parts({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }))(segments)
    expect(svg.status).toBe(200)
    expect(svg.headers['Content-Type']).toBe('image/svg+xml')
    expect(svg.headers['Content-Security-Policy']).toBe("script-src 'none'; sandbox")
  })
})
