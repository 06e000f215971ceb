// @vitest-environment node
// The live path (notion-client over HTTP) against our stub of Notion's API, faults included.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getArticle } from '@/lib/data/article'
import { expireSiteData, getSiteData, resetSiteDataForTests, siteDataHealth, type SiteData } from '@/lib/data/site-data'
import { writeSnapshot } from '@/lib/notion/builder'
import { dashedId } from '@/lib/notion/records'
import { startLiveEnv, type LiveEnv } from '../fixtures/live-env'
import { smallBlog } from '../fixtures/small-blog'

let env: LiveEnv
let errors: ReturnType<typeof vi.spyOn>
let warnings: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  env = await startLiveEnv()
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await env.close()
})

const titles = async () => (await getSiteData()).site.posts.map((p) => p.title)

function byTitle(data: SiteData, title: string) {
  const post = data.site.routable.find((p) => p.title === title)
  if (!post) throw new Error(`fixture changed: no "${title}"`)
  return post
}

/** Cached versions of a page body on disk. */
const cachedVersions = (pageId: string) =>
  readdirSync(path.join(env.cacheDir, 'pages')).filter((n) => n.startsWith(`${pageId}-`))

/** Makes the index reusable for a minute, as in production (the fixture sets 0). */
function withIndexTtl(seconds: number) {
  process.env.NOTION_INDEX_TTL_SECONDS = String(seconds)
  resetSiteDataForTests()
}

describe('live path through the stub', () => {
  it('serves the same site as the snapshot it records', async () => {
    const live = await getSiteData()
    process.env.NOTION_SNAPSHOT_DIR = env.dataDir
    resetSiteDataForTests()
    const fromFiles = await getSiteData()
    expect(live.site).toEqual(fromFiles.site)
    expect(live.notice).toEqual(fromFiles.notice)
    expect(JSON.stringify(live.notice)).toContain('Welcome!')
    expect(live.site.posts.length).toBe(5)
    expect(live.config.AUTHOR).toBe('Tester')
    expect(live.config.KEYWORDS).toBe('k1, k2')
  })

  it('reads the 2026 double-wrapped shape the same way', async () => {
    const classic = await getSiteData()
    await env.stub.close()
    const { startNotionStub } = await import('@/lib/notion/stub')
    env.stub = await startNotionStub({ dir: env.dataDir, shape: 'wrapped2026' })
    process.env.NOTION_API_BASE_URL = env.stub.url
    resetSiteDataForTests()
    expect((await getSiteData()).site).toEqual(classic.site)
  })

  it("reads an older server's queryCollection answer (result.blockIds), which notion-client drops", async () => {
    await env.stub.close()
    const { startNotionStub } = await import('@/lib/notion/stub')
    env.stub = await startNotionStub({ dir: env.dataDir, queryResults: 'legacy' })
    process.env.NOTION_API_BASE_URL = env.stub.url
    // A first fetch: no last good data on disk to fall back on.
    const legacy = await getSiteData()
    process.env.NOTION_SNAPSHOT_DIR = env.dataDir
    resetSiteDataForTests()
    const current = await getSiteData()
    expect(legacy.site.posts).toHaveLength(5)
    expect(legacy.site).toEqual(current.site)
  })

  it.each([
    ['429 with Retry-After', { status: 429, retryAfter: 60 }],
    ['500', { status: 500 }],
    ['502', { status: 502 }],
    ['503', { status: 503 }],
    ['malformed JSON', { malformed: true }],
    ['{role:"none"} for the page', { roleNone: true }],
  ])('recovers from %s by retrying', async (_name, fault) => {
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: env.rootId, times: 1, ...fault })
    const started = Date.now()
    expect(await titles()).toHaveLength(5)
    // Retry-After (60 s) is capped by NOTION_MAX_RETRY_DELAY_MS (40 ms); the bound leaves room
    // for a busy machine.
    expect(Date.now() - started).toBeLessThan(8000)
    // The failed attempt, then the retry.
    expect(env.chunksFor(env.rootId)).toBe(2)
  })

  it('gives up on an answer slower than NOTION_TIMEOUT_MS and retries', async () => {
    // The stub would answer after 10 s; the fixture's timeout is 400 ms.
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: env.rootId, times: 1, delayMs: 10_000 })
    const started = Date.now()
    expect(await titles()).toHaveLength(5)
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(400)
    // Well below the stub's 10 s, with room for a busy machine.
    expect(elapsed).toBeLessThan(8000)
    expect(env.chunksFor(env.rootId)).toBe(2)
  })

  it('fails when every attempt times out, saying so', async () => {
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: env.rootId, delayMs: 10_000 })
    await expect(getSiteData()).rejects.toThrow(/loadPageChunk .*3 attempt\(s\).*timeout/i)
    expect(env.chunksFor(env.rootId)).toBe(3)
  })

  it('fails the first-ever fetch when the collection query fails, instead of publishing an empty blog', async () => {
    env.stub.addFault({ endpoint: 'queryCollection', status: 500 })
    // The query names only the collection: the error names the page it was for too.
    await expect(getSiteData()).rejects.toThrow(new RegExp(`page ${env.rootId}: .*queryCollection .*HTTP 500`))
  })

  it('refuses to start, rather than serve the demo, with a malformed NOTION_PAGE_ID', async () => {
    process.env.NOTION_PAGE_ID = 'not-an-id'
    resetSiteDataForTests()
    await expect(getSiteData()).rejects.toThrow(/NOTION_PAGE_ID from the environment = "not-an-id" is invalid/)
  })

  it('fails with an error naming the endpoint and page when Notion keeps failing and nothing was served yet', async () => {
    env.stub.addFault({ endpoint: 'loadPageChunk', status: 503 })
    await expect(getSiteData()).rejects.toThrow(new RegExp(`loadPageChunk \\(${env.rootId.slice(0, 8)}.*HTTP 503`))
  })

  it('keeps serving the last good data when Notion fails later', async () => {
    const good = await getSiteData()
    env.stub.addFault({ status: 500 })
    const later = await getSiteData()
    expect(later.site).toEqual(good.site)
    expect(later.stale).toBe(true)
    expect(errors.mock.calls.flat().join(' ')).toMatch(/keeping the last good site data.*HTTP 500/)
  })

  it('reports its health without calling Notion: none before the first fetch, fresh, then stale', async () => {
    const calls = env.stub.calls.length
    expect(await siteDataHealth()).toEqual({ source: 'live', fetchedAt: null, stale: false })
    expect(env.stub.calls.length).toBe(calls)
    const good = await getSiteData()
    expect(await siteDataHealth()).toEqual({ source: 'live', fetchedAt: good.fetchedAt, stale: false })
    env.stub.addFault({ status: 500 })
    await getSiteData()
    const afterFault = env.stub.calls.length
    expect(await siteDataHealth()).toMatchObject({ fetchedAt: good.fetchedAt, stale: true })
    expect(env.stub.calls.length).toBe(afterFault)
    // A restarted instance reads the shared disk copy, still without asking Notion.
    resetSiteDataForTests()
    expect(await siteDataHealth()).toMatchObject({ fetchedAt: good.fetchedAt, stale: true })
    expect(env.stub.calls.length).toBe(afterFault)
  })

  it('during an outage, tries Notion once per backoff (at least the TTL), not on every read', async () => {
    withIndexTtl(60)
    const good = await getSiteData()
    const t0 = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: t0 + 120_000 }) // the index has expired
    env.stub.addFault({ status: 500 })
    env.stub.resetCalls()
    for (let i = 0; i < 5; i++) expect((await getSiteData()).stale).toBe(true)
    // One refresh with its retries (NOTION_RETRIES=2), then the last good data is served.
    expect(env.stub.callCounts()).toEqual({ loadPageChunk: 3 })
    expect(errors.mock.calls.flat().filter((m: unknown) => /keeping the last good/.test(String(m)))).toHaveLength(1)
    // Another worker or a restart reads the failed attempt from the shared file.
    resetSiteDataForTests()
    const other = await getSiteData()
    expect(other.stale).toBe(true)
    expect(other.site).toEqual(good.site)
    expect(env.stub.callCounts()).toEqual({ loadPageChunk: 3 })
    // Once the backoff has passed, Notion is tried again; it answers, and fresh data is served.
    vi.setSystemTime(t0 + 120_000 + 61_000)
    env.stub.clearFaults()
    const back = await getSiteData()
    expect(back.stale).toBe(false)
    expect(env.stub.callCounts().loadPageChunk).toBeGreaterThan(3)
  })

  it('never publishes a failed collection query as an empty blog', async () => {
    await getSiteData()
    env.stub.addFault({ endpoint: 'queryCollection', status: 500 })
    expect(await titles()).toHaveLength(5)
  })

  it('refuses a suspiciously empty index and keeps the last good one', async () => {
    await getSiteData()
    // The same workspace, but its view now returns no rows (what a truncated query looks like).
    writeSnapshot(env.dataDir, smallBlog({ views: [{ type: 'table', filter: () => false }] }).ws)
    env.stub.reload()
    const data = await getSiteData()
    expect(data.site.posts).toHaveLength(5)
    expect(data.stale).toBe(true)
    expect(errors.mock.calls.flat().join(' ')).toMatch(/no rows/)
  })

  // The fixture has 15 rows; a query that suddenly returns less than half of a site of 10+
  // rows looks like a failed or truncated one.
  const FIRST_ROWS = ['First post', 'Second post', 'Locked', 'Hidden', 'Draft', 'Future', 'Bad ext', 'Elsewhere']
  it.each([
    [7, true],
    [8, false],
  ])('keeping %i of 15 rows is refused: %s', async (kept, refused) => {
    const before = await getSiteData()
    const keep = new Set(FIRST_ROWS.slice(0, kept))
    writeSnapshot(env.dataDir, smallBlog({ views: [{ type: 'table', filter: (r) => keep.has(String(r.values.title)) }] }).ws)
    env.stub.reload()
    const after = await getSiteData()
    expect(after.stale).toBe(refused)
    // 8 rows hold 5 listed posts (Hidden, Draft and Future are not listed); 7 would hold 4.
    expect(after.site.posts.map((p) => p.title)).toEqual(refused ? before.site.posts.map((p) => p.title) : ['First post', 'Second post', 'Locked', 'Bad ext', 'Elsewhere'])
    if (!refused) expect(after.site.menus).toEqual([])
  })

  it('publishes a smaller index once the same rows came back on 3 refreshes in a row, restarts included', async () => {
    await getSiteData()
    const shrinkTo = (titles: string[]) => {
      const keep = new Set(titles)
      writeSnapshot(env.dataDir, smallBlog({ views: [{ type: 'table', filter: (r) => keep.has(String(r.values.title)) }] }).ws)
      env.stub.reload()
    }
    let now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now })
    const nextRefresh = async () => {
      now += 61_000 // past the backoff after a refused fetch
      vi.setSystemTime(now)
      return getSiteData()
    }
    shrinkTo(FIRST_ROWS.slice(0, 5))
    expect((await nextRefresh()).stale).toBe(true) // 1 of 3
    // A different cut is what a truncated query looks like: the count starts again.
    shrinkTo(FIRST_ROWS.slice(0, 4))
    expect((await nextRefresh()).stale).toBe(true) // 1 of 3
    expect((await nextRefresh()).stale).toBe(true) // 2 of 3
    resetSiteDataForTests() // a restart: the count is kept with the last good file
    const accepted = await nextRefresh()
    expect(accepted.stale).toBe(false)
    expect(accepted.site.posts.map((p) => p.title)).toEqual(['First post', 'Second post', 'Locked'])
    const logged = errors.mock.calls.flat().join('\n')
    expect(logged).toMatch(/1 of 3 identical refreshes.*\n.*1 of 3.*\n.*2 of 3/)
    expect(logged).toMatch(/publishing it: the same rows came back on 3 refreshes in a row/)
  })

  it('never publishes an empty database through repeated refreshes', async () => {
    await getSiteData()
    writeSnapshot(env.dataDir, smallBlog({ views: [{ type: 'table', filter: () => false }] }).ws)
    env.stub.reload()
    for (let i = 0; i < 4; i++) {
      expireSiteData()
      expect((await getSiteData()).site.posts).toHaveLength(5)
    }
  })

  it('survives a restart with the last good data on disk', async () => {
    await getSiteData()
    resetSiteDataForTests()
    env.stub.addFault({ status: 502 })
    expect(await titles()).toHaveLength(5)
  })

  it('answers a Notion outage that returns {role:"none"} records with the last good data', async () => {
    await getSiteData()
    env.stub.addFault({ endpoint: 'queryCollection', roleNone: true })
    expect(await titles()).toHaveLength(5)
  })

  it('makes no page calls for unchanged Config, notice and article bodies on a warm reload', async () => {
    const data = await getSiteData()
    const post = data.site.posts.find((p) => p.title === 'First post')
    if (!post) throw new Error('fixture changed')
    expect((await getArticle(post)).body).not.toBeNull()
    env.stub.resetCalls()
    await getSiteData()
    await getArticle(post)
    // Only the root database page is fetched again (one chunk, one collection query).
    expect(env.stub.callCounts()).toEqual({ loadPageChunk: 1, queryCollection: 1 })
  })

  it('shares the fetched index with other build workers through the disk', async () => {
    withIndexTtl(60)
    const first = await getSiteData()
    expect(existsSync(path.join(env.cacheDir, `site-index-${env.rootId}.json`))).toBe(true)
    resetSiteDataForTests() // another worker: nothing in memory
    env.stub.resetCalls()
    const other = await getSiteData()
    expect(env.stub.calls).toEqual([])
    expect(other.site).toEqual(first.site)
  })

  it('builds the site once per fetched index and reports a data problem once, not per request or refetch', async () => {
    withIndexTtl(60)
    const sites = []
    for (let i = 0; i < 5; i++) sites.push((await getSiteData()).site)
    expect(new Set(sites).size).toBe(1)
    const extWarnings = () => warnings.mock.calls.flat().filter((m: unknown) => /ext is not valid JSON/.test(String(m)))
    expect(extWarnings()).toHaveLength(1)
    // A refetch of unchanged data (the TTL passed, or on-demand revalidation) builds the site
    // anew but does not repeat a problem this process already reported.
    expireSiteData()
    const refetched = (await getSiteData()).site
    expect(refetched).not.toBe(sites[0])
    expect(extWarnings()).toHaveLength(1)
  })

  it('publishes a scheduled post on time even while Notion is down and the last good data is served', async () => {
    expect(await titles()).not.toContain('Future')
    env.stub.addFault({ status: 500 })
    // Future is scheduled for 2099-01-01 09:00 Asia/Shanghai (01:00 UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2099-01-01T00:59:00Z') })
    expect(await titles()).not.toContain('Future')
    vi.setSystemTime(Date.parse('2099-01-01T01:00:00Z'))
    const later = await getSiteData()
    expect(later.stale).toBe(true)
    expect(later.site.posts.map((p) => p.title)).toContain('Future')
  })

  it('fetches an edited post again: the body cache is keyed by last_edited_time', async () => {
    const post = byTitle(await getSiteData(), 'First post')
    expect(JSON.stringify((await getArticle(post)).body)).toContain('Hello world')
    env.editPage(post.id, 'Hello world', 'Edited words')
    const edited = byTitle(await getSiteData(), 'First post')
    expect(edited.lastEditedDate).not.toBe(post.lastEditedDate)
    env.stub.resetCalls()
    const body = JSON.stringify((await getArticle(edited)).body)
    expect(body).toContain('Edited words')
    expect(body).not.toContain('Hello world')
    expect(env.chunksFor(post.id)).toBe(1)
    // Only the current version stays on disk.
    expect(cachedVersions(post.id)).toEqual([`${post.id}-${Date.parse(edited.lastEditedDate)}.json`])
  })

  it('fails a body that comes back as {role:"none"}, naming endpoint and page, and caches nothing', async () => {
    const post = byTitle(await getSiteData(), 'First post')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: post.id, roleNone: true })
    await expect(getArticle(post)).rejects.toThrow(
      new RegExp(`loadPageChunk \\(${dashedId(post.id)}\\).*no readable block for page`),
    )
    expect(cachedVersions(post.id)).toEqual([])
    env.stub.clearFaults()
    expect((await getArticle(post)).detail.wordCount).toBeGreaterThan(0)
    expect(cachedVersions(post.id)).toHaveLength(1)
  })

  it('keeps serving the last good body when the edited version cannot be read', async () => {
    const post = byTitle(await getSiteData(), 'First post')
    const good = await getArticle(post)
    env.editPage(post.id, 'Hello world', 'Edited words')
    const edited = byTitle(await getSiteData(), 'First post')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: post.id, roleNone: true })
    const served = await getArticle(edited)
    expect(served.body).toEqual(good.body)
    expect(errors.mock.calls.flat().join(' ')).toMatch(new RegExp(`last good copy of page ${post.id}: .*loadPageChunk`))
    // The unreadable version was not cached: once Notion answers, the edit shows.
    env.stub.clearFaults()
    expect(JSON.stringify((await getArticle(edited)).body)).toContain('Edited words')
  })

  it('never returns a locked post body', async () => {
    const data = await getSiteData()
    const locked = data.site.posts.find((p) => p.locked)
    if (!locked) throw new Error('fixture changed')
    const article = await getArticle(locked)
    expect(article.body).toBeNull()
    expect(article.detail).toMatchObject({ toc: [], wordCount: 0 })
  })
})
