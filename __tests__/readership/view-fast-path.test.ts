// @vitest-environment node
// The production server's fast path for view beacons: the view route's module registers a sink,
// and the server then answers beacons itself with the route's answers, ahead of Next.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RequestLike } from '@/lib/lock/client-address'
import { MAX_VIEW_BODY_BYTES, VIEW_ROUTE } from '@/lib/readership/view-body'
import { recentSiteData } from '@/lib/readership/sites'
import { currentViewSink, registerViewSink } from '@/lib/readership/view-sink'
import type { SiteData } from '@/lib/data/site-data'
import { takeViewBeacon } from '@/lib/server/view-beacon'

const taken: { request: RequestLike; path: string; at: number }[] = []
let server: Server
let base = ''
const passedOn: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    if (takeViewBeacon(req, res, () => 1234)) return
    passedOn.push(`${req.method} ${req.url}`)
    res.writeHead(299).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  taken.length = 0
  passedOn.length = 0
})

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 test', ...headers } })

describe('before the view route has registered its sink', () => {
  it('leaves beacons to Next', async () => {
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('folio.readership.view-sink')] = undefined
    expect((await post(VIEW_ROUTE, '{"path":"/"}')).status).toBe(299)
    expect(passedOn).toEqual([`POST ${VIEW_ROUTE}`])
  })
})

describe('with the sink registered', () => {
  beforeAll(() => registerViewSink({ path: `/blog${VIEW_ROUTE}`, take: (request, path, at) => void taken.push({ request, path, at }) }))

  it('answers a beacon 204, no-store, and hands over its path, headers, address and time', async () => {
    const answer = await post(`/blog${VIEW_ROUTE}`, JSON.stringify({ path: '/article/x' }), { 'x-forwarded-for': '198.51.100.7' })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    await vi.waitFor(() => expect(taken).toHaveLength(1), { timeout: 10_000 })
    expect(taken[0]).toMatchObject({ path: '/article/x', at: 1234, request: { headers: { 'x-forwarded-for': '198.51.100.7' }, socket: { remoteAddress: '127.0.0.1' } } })
    expect(passedOn).toEqual([])
  })

  it('refuses what the route refuses, and counts nothing for it', async () => {
    expect((await post(`/blog${VIEW_ROUTE}`, 'not json')).status).toBe(400)
    expect((await post(`/blog${VIEW_ROUTE}`, JSON.stringify({ path: 3 }))).status).toBe(400)
    expect((await post(`/blog${VIEW_ROUTE}`, JSON.stringify({ path: 'x'.repeat(MAX_VIEW_BODY_BYTES) }))).status).toBe(413)
    expect(taken).toEqual([])
  })

  it('leaves every other request to Next: other paths, other methods, the path without the base path', async () => {
    expect((await post('/blog/api/readership/figures', '{}')).status).toBe(299)
    expect((await fetch(`${base}/blog${VIEW_ROUTE}`)).status).toBe(299)
    expect((await post(VIEW_ROUTE, '{"path":"/"}')).status).toBe(299)
    expect(passedOn).toHaveLength(3)
    expect(taken).toEqual([])
  })
})

describe('the site view route', () => {
  it('registers the sink when its module loads, at the beacon URL the browser posts to', async () => {
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('folio.readership.view-sink')] = undefined
    vi.resetModules()
    await import('@/pages/api/readership/view')
    expect(currentViewSink()?.path).toBe(VIEW_ROUTE)
  })
})

describe('site data for views', () => {
  it('is read once a second, per language, and a failed read is asked again', async () => {
    let clock = 0
    const asked: (string | undefined)[] = []
    let fail = false
    const load = recentSiteData(
      (lang) => (asked.push(lang), fail ? Promise.reject(new Error('down')) : Promise.resolve({ lang } as unknown as SiteData)),
      1000,
      () => clock,
    )
    await load()
    await load()
    await load('fr')
    clock = 999
    await load()
    expect(asked).toEqual([undefined, 'fr'])
    clock = 1000
    await load()
    expect(asked).toEqual([undefined, 'fr', undefined])
    fail = true
    clock = 5000
    await expect(load()).rejects.toThrow('down')
    fail = false
    await load()
    expect(asked).toEqual([undefined, 'fr', undefined, undefined, undefined])
  })
})
