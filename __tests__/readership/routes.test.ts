// @vitest-environment node
// The readership API routes behind a real HTTP server, on a real SQLite file.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createFiguresHandler } from '@/lib/readership/figures-handler'
import { createPopularHandler } from '@/lib/readership/popular-handler'
import type { RouteDeps } from '@/lib/readership/route-deps'
import { openSqliteStore } from '@/lib/readership/sqlite-store'
import { createStatsHandler } from '@/lib/readership/stats-handler'
import { createViewHandler, MAX_VIEW_BODY_BYTES } from '@/lib/readership/view-handler'
import { config as viewConfig } from '@/pages/api/readership/view'
import { BROWSER, UNOPENABLE_FILE, demoPostHref, demoSite, readershipOn, serveRoutes, tempSqliteStore, type Served, type TempStore } from './helpers'

const SECRET = 'stats-secret-0123456789'
const ON = { ANALYTICS_FOLIO_ENABLED: true, STATS_SECRET: SECRET }

let temp: TempStore
let served: Served
let deps: RouteDeps
let address = 0

/** A new visitor each call unless told: X-Forwarded-For counts from the loopback peer (TRUST_PROXY=auto). */
const visitor = (n = ++address) => `198.51.100.${n % 250}`

async function routesWith(d: RouteDeps) {
  return serveRoutes({
    '/view': { default: createViewHandler(d), config: viewConfig },
    '/figures': { default: createFiguresHandler(d) },
    '/popular': { default: createPopularHandler(d) },
    '/stats': { default: createStatsHandler(d) },
  })
}

function view(path: string, headers: Record<string, string> = {}, base = served.url) {
  return fetch(`${base}/view`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': visitor(), ...headers },
    body: JSON.stringify({ path }),
  })
}

async function figures(path: string, base = served.url) {
  const answer = await fetch(`${base}/figures?path=${encodeURIComponent(path)}`)
  return { status: answer.status, cache: answer.headers.get('cache-control'), body: (await answer.json()) as Record<string, { views: number; visitors: number }> }
}

/** Waits until the views sent so far are in the store. */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 30))
  await deps.readership().batcher.flush()
}

beforeAll(async () => {
  temp = await tempSqliteStore()
  deps = { readership: (() => { const r = readershipOn(temp.store); return () => r })(), load: demoSite(ON), now: Date.now }
  served = await routesWith(deps)
})

afterAll(async () => {
  await served.close()
  await temp.remove()
})

describe('POST /api/readership/view', () => {
  it('answers 204 and counts a real page once per visitor within the reload window', async () => {
    const href = await demoPostHref(0)
    const before = (await figures(href)).body.page?.views ?? 0
    const same = { 'x-forwarded-for': '203.0.113.9' }
    for (const answer of [await view(href, same), await view(href, same), await view(`${href}?theme=hexo#top`, same)]) {
      expect(answer.status).toBe(204)
    }
    await view(href)
    await settled()
    const after = await figures(href)
    expect(after.status).toBe(200)
    expect(after.body.page?.views).toBe(before + 2)
    expect(after.body.site?.views).toBeGreaterThanOrEqual(before + 2)
  })

  it('does not count bots, prefetches, other sites, made-up or hidden pages', async () => {
    const home = (await figures('/')).body.site?.views ?? 0
    const answers = await Promise.all([
      view('/', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      view('/', { 'user-agent': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)' }),
      view('/', { 'user-agent': 'curl/8.5.0' }),
      view('/', { 'user-agent': '' }),
      view('/', { 'sec-purpose': 'prefetch;prerender' }),
      view('/', { purpose: 'prefetch' }),
      view('/', { 'x-moz': 'prefetch' }),
      view('/', { 'sec-fetch-site': 'cross-site' }),
      view('/article/no-such-post'),
      view('/article/draft-ideas'),
      view('/article/future-post'),
      view('/page/999'),
      view('/tag/no-such-tag'),
    ])
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 204))
    await settled()
    expect((await figures('/')).body.site?.views).toBe(home)
  })

  it('counts home, lists and search (every keyword as /search)', async () => {
    const { site } = await demoSite(ON)()
    const tag = site.tags.find((t) => t.count > 0)?.name ?? ''
    const before = (await figures('/search')).body.page?.views ?? 0
    await Promise.all([view('/'), view('/archive'), view(`/tag/${encodeURIComponent(tag)}`), view('/search/anything'), view('/search/else')])
    await settled()
    expect((await figures('/search/whatever')).body.page?.views).toBe(before + 2)
    expect((await figures(`/tag/${tag}`)).body.page?.views).toBeGreaterThanOrEqual(1)
    expect((await figures('/archive')).body.page?.views).toBeGreaterThanOrEqual(1)
  })

  it('refuses a body beyond a few hundred bytes (413), anything but a path (400), other methods (405)', async () => {
    expect(viewConfig.api.bodyParser.sizeLimit).toBe(`${MAX_VIEW_BODY_BYTES}b`)
    const large = await fetch(`${served.url}/view`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ path: `/${'a'.repeat(600)}` }) })
    expect(large.status).toBe(413)
    const junk = await fetch(`${served.url}/view`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' })
    expect(junk.status).toBe(400)
    const json = await fetch(`${served.url}/view`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': BROWSER }, body: '{"path":"/"}' })
    expect(json.status).toBe(204)
    const get = await fetch(`${served.url}/view`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})

describe('a view never waits for the store', () => {
  it('answers at once while the store never finishes a write', async () => {
    const slow = { ...temp.store, record: () => new Promise<void>(() => {}) }
    const r = readershipOn(slow)
    const quick = await routesWith({ ...deps, readership: () => r })
    // The first write starts 20 ms after the first view and never ends; the views keep coming.
    for (let i = 0; i < 60; i++) expect((await view('/', {}, quick.url)).status).toBe(204)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(r.batcher.pending).toBeGreaterThan(0)
    await quick.close()
  })
})

describe('GET /api/readership/figures', () => {
  it('answers site and page figures, cached 5 s; 400 for a path it never counts', async () => {
    const answer = await figures('/archive')
    expect(answer.cache).toBe('public, max-age=5')
    expect(Object.keys(answer.body).sort()).toEqual(['page', 'site'])
    expect(Object.keys(answer.body.site ?? {}).sort()).toEqual(['views', 'visitors'])
    expect((await fetch(`${served.url}/figures?path=nope`)).status).toBe(400)
    expect((await fetch(`${served.url}/figures`)).status).toBe(400)
  })
})

describe('GET /api/readership/popular and /api/stats', () => {
  it('never list a hidden post, even one with views in the store', async () => {
    const at = Date.now()
    const day = new Date(at).toISOString().slice(0, 10)
    const hidden = ['/article/design-review-notes', '/article/draft-ideas', '/article/future-post', '/article/no-such-post']
    await temp.store.record(hidden.flatMap((path) => Array.from({ length: 50 }, (_, i) => ({ day, path, visitor: `hidden-${i}`, at }))))
    const popular = await fetch(`${served.url}/popular`)
    expect(popular.headers.get('cache-control')).toBe('public, max-age=60')
    const { posts } = (await popular.json()) as { posts: { id: string; title: string; href: string; views: number }[] }
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.length).toBeLessThanOrEqual(5)
    const { site } = await demoSite(ON)()
    for (const post of posts) expect(site.posts.some((p) => p.id === post.id && p.href === post.href && p.title === post.title)).toBe(true)
    expect(posts.map((p) => p.views)).toEqual([...posts.map((p) => p.views)].sort((a, b) => b - a))
    const stats = await fetch(`${served.url}/stats`, { headers: { authorization: `Bearer ${SECRET}` } })
    expect(stats.status).toBe(200)
    expect(stats.headers.get('cache-control')).toBe('no-store')
    const report = (await stats.json()) as { pages: { path: string; views: number; visitors: number }[]; days: { date: string; views: number; visitors: number }[] }
    const text = JSON.stringify(report)
    for (const word of ['design-review-notes', 'draft-ideas', 'future-post', 'no-such-post']) expect(text).not.toContain(word)
    expect(report.pages.some((p) => p.path === '/archive')).toBe(true)
    expect(report.days.at(-1)).toMatchObject({ date: day })
    expect(report.days.at(-1)?.views).toBeGreaterThan(200)
  })

  it('/api/stats is 401 without the secret, with a wrong one, and always while STATS_SECRET is unset', async () => {
    const ask = (authorization?: string, base = served.url) =>
      fetch(`${base}/stats`, { headers: authorization ? { authorization } : {} }).then((a) => a.status)
    expect(await ask()).toBe(401)
    expect(await ask('Bearer nope')).toBe(401)
    expect(await ask(SECRET)).toBe(401)
    expect(await ask(`Bearer ${SECRET.slice(0, -1)}`)).toBe(401)
    const unset = await routesWith({ ...deps, load: demoSite({ ANALYTICS_FOLIO_ENABLED: true, STATS_SECRET: '' }) })
    expect(await ask('Bearer ', unset.url)).toBe(401)
    expect(await ask('Bearer undefined', unset.url)).toBe(401)
    await unset.close()
  })
})

describe('the routes with the counter off, and with a failing store', () => {
  let off: Served
  let failing: Served
  let warn: MockInstance<typeof console.warn>
  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    off = await routesWith({ ...deps, load: demoSite({ ANALYTICS_FOLIO_ENABLED: false, STATS_SECRET: SECRET }) })
    const blocked = await openSqliteStore(UNOPENABLE_FILE)
    failing = await routesWith({ ...deps, readership: (() => { const r = readershipOn(blocked); return () => r })() })
  })
  afterAll(async () => {
    await off.close()
    await failing.close()
    warn.mockRestore()
  })
  afterEach(() => warn.mockClear())

  it('404s with the counter off (views still 204: nothing is looked up before answering)', async () => {
    expect((await fetch(`${off.url}/figures?path=/`)).status).toBe(404)
    expect((await fetch(`${off.url}/popular`)).status).toBe(404)
    expect((await fetch(`${off.url}/stats`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(404)
    expect((await view('/', {}, off.url)).status).toBe(204)
  })

  it('answers 503 {} uncached while the store fails, views still 204, one warning', async () => {
    const answer = await fetch(`${failing.url}/figures?path=/`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({})
    expect((await fetch(`${failing.url}/popular`)).status).toBe(503)
    expect((await fetch(`${failing.url}/stats`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(503)
    const views = await Promise.all(Array.from({ length: 20 }, () => view('/', {}, failing.url)))
    expect(views.every((a) => a.status === 204)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(warn.mock.calls.filter(([line]) => String(line).includes('[readership]'))).toHaveLength(1)
  })
})
