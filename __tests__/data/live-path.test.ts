// @vitest-environment node
// The live path (notion-client over HTTP) against our stub of Notion's API, faults included.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getArticle } from '@/lib/data/article'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { writeSnapshot } from '@/lib/notion/builder'
import { startLiveEnv, type LiveEnv } from '../fixtures/live-env'
import { smallBlog } from '../fixtures/small-blog'

let env: LiveEnv
let errors: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  env = await startLiveEnv()
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await env.close()
})

const titles = async () => (await getSiteData()).site.posts.map((p) => p.title)

describe('live path through the stub', () => {
  it('serves the same site as the snapshot it records', async () => {
    const live = await getSiteData()
    process.env.NOTION_SNAPSHOT_DIR = env.dataDir
    resetSiteDataForTests()
    const fromFiles = await getSiteData()
    expect(live.site).toEqual(fromFiles.site)
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

  it.each([
    ['429 with Retry-After', { status: 429, retryAfter: 1 }],
    ['500', { status: 500 }],
    ['502', { status: 502 }],
    ['503', { status: 503 }],
    ['a delay past the timeout', { delayMs: 800 }],
    ['malformed JSON', { malformed: true }],
  ])('recovers from %s by retrying', async (_name, fault) => {
    env.stub.addFault({ endpoint: 'loadPageChunk', times: 1, ...fault })
    const started = Date.now()
    expect(await titles()).toHaveLength(5)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(env.stub.callCounts().loadPageChunk).toBeGreaterThanOrEqual(2)
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

  it('never returns a locked post body', async () => {
    const data = await getSiteData()
    const locked = data.site.posts.find((p) => p.locked)
    if (!locked) throw new Error('fixture changed')
    const article = await getArticle(locked)
    expect(article.body).toBeNull()
    expect(article.detail).toMatchObject({ toc: [], wordCount: 0 })
  })
})
