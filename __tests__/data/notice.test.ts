// @vitest-environment node
// The announcement follows the same visibility and schedule rules as posts: a scheduled or
// expired Notice is never served, even when it comes first in the database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { NotionWorkspace, blogSchema, compactId, paragraph, writeSnapshot } from '@/lib/notion/builder'
import { startNotionStub } from '@/lib/notion/stub'

const KEYS = ['NOTION_PAGE_ID', 'NOTION_SNAPSHOT_DIR', 'NOTION_API_BASE_URL', 'FOLIO_CACHE_DIR', 'NOTION_INDEX_TTL_SECONDS'] as const
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]))
let tmp: string

function noticeWorkspace() {
  const ws = new NotionWorkspace({ seed: 'ntc', time: Date.UTC(2025, 0, 15) })
  const blog = ws.addDatabasePage({ seed: 'blog', title: 'B', schema: blogSchema({ categories: [], tags: [] }), views: [{ type: 'table' }] })
  blog.addRow({ seed: 'p', properties: { title: 'Post', type: 'Post', status: 'Published', slug: 'p' }, body: [paragraph('x')] })
  const ids = {
    expired: blog.addRow({ seed: 'n0', properties: { title: 'Old notice', type: 'Notice', status: 'Published', date: { start: '2020-01-01', end: '2020-02-01' } }, body: [paragraph('expired sale')] }),
    future: blog.addRow({ seed: 'n1', properties: { title: 'Future notice', type: 'Notice', status: 'Published', date: { start: '2099-01-01' } }, body: [paragraph('embargoed launch')] }),
    current: blog.addRow({ seed: 'n2', properties: { title: 'Current notice', type: 'Notice', status: 'Published' }, body: [paragraph('current notice text')] }),
  }
  return { ws, rootId: compactId(blog.blockId), ids: Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, compactId(v)])) }
}

function serve(fixture: ReturnType<typeof noticeWorkspace>) {
  const dir = path.join(tmp, 'ws')
  writeSnapshot(dir, fixture.ws)
  Object.assign(process.env, {
    NOTION_PAGE_ID: fixture.rootId,
    NOTION_SNAPSHOT_DIR: dir,
    FOLIO_CACHE_DIR: path.join(tmp, 'cache'),
    NOTION_INDEX_TTL_SECONDS: '3600',
  })
  resetSiteDataForTests()
}

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-notice-'))
})
afterEach(() => {
  vi.useRealTimers()
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  resetSiteDataForTests()
  rmSync(tmp, { recursive: true, force: true })
})

describe('the announcement', () => {
  it('skips a scheduled and an expired Notice placed before the current one', async () => {
    const fixture = noticeWorkspace()
    serve(fixture)
    const data = await getSiteData()
    expect(data.site.noticeId).toBe(fixture.ids.current)
    expect(data.notice?.id).toBe(fixture.ids.current)
    const served = JSON.stringify(data.notice)
    expect(served).toContain('current notice text')
    expect(served).not.toContain('embargoed launch')
    expect(served).not.toContain('expired sale')
  })

  it('switches to the scheduled Notice when it starts, without waiting for the index TTL', async () => {
    const fixture = noticeWorkspace()
    serve(fixture)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2098-12-31T23:59:00Z') })
    const before = await getSiteData()
    expect(before.notice?.id).toBe(fixture.ids.current)
    vi.setSystemTime(Date.parse('2099-01-01T00:00:00Z'))
    const after = await getSiteData()
    expect(after.fetchedAt).toBe(before.fetchedAt) // same index: the schedule moved on
    expect(after.site.noticeId).toBe(fixture.ids.future)
    expect(after.notice?.id).toBe(fixture.ids.future)
    expect(JSON.stringify(after.notice)).toContain('embargoed launch')
  })

  it('never reads the scheduled Notice from Notion (live path)', async () => {
    const fixture = noticeWorkspace()
    const dir = path.join(tmp, 'live')
    writeSnapshot(dir, fixture.ws)
    const stub = await startNotionStub({ dir })
    try {
      Object.assign(process.env, { NOTION_PAGE_ID: fixture.rootId, NOTION_API_BASE_URL: stub.url, FOLIO_CACHE_DIR: path.join(tmp, 'cache') })
      delete process.env.NOTION_SNAPSHOT_DIR
      resetSiteDataForTests()
      const data = await getSiteData()
      expect(data.notice?.id).toBe(fixture.ids.current)
      const pagesRead = stub.calls.map((c) => compactId(String((c.body as { pageId?: unknown }).pageId ?? '')))
      expect(pagesRead).toContain(fixture.ids.current)
      expect(pagesRead).not.toContain(fixture.ids.future)
      expect(pagesRead).not.toContain(fixture.ids.expired)
    } finally {
      await stub.close()
    }
  })
})
