// @vitest-environment node
// Settings in the workspace's Config row reach what is mapped when the index is fetched
// (covers, thumbnails, the announcement), with the same precedence as everywhere else.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { NotionWorkspace, blogSchema, compactId, configDatabase, paragraph, writeSnapshot } from '@/lib/notion/builder'

// A host that resizes on request: Notion uploads are sized when shown (Folio's file route).
const STOCK = 'https://images.unsplash.com/photo-1'
const KEYS = ['NOTION_PAGE_ID', 'NOTION_SNAPSHOT_DIR', 'FOLIO_CACHE_DIR', 'IMAGE_THUMBNAIL_WIDTH'] as const
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]))
let tmp: string

function serve(configRow: { name: string; value: string }[]) {
  const ws = new NotionWorkspace({ seed: 'cfg', time: Date.UTC(2025, 0, 15) })
  const blog = ws.addDatabasePage({ seed: 'blog', title: 'B', schema: blogSchema({ categories: [], tags: [] }), views: [{ type: 'table' }] })
  blog.addRow({ seed: 'p', properties: { title: 'Post', type: 'Post', status: 'Published', slug: 'p' }, cover: STOCK, body: [paragraph('x')] })
  blog.addRow({ seed: 'n1', properties: { title: 'Scheduled notice', type: 'Notice', status: 'Published', date: { start: '2099-01-01' } }, body: [paragraph('launch day')] })
  blog.addRow({ seed: 'c', properties: { title: 'Config', type: 'Config', status: 'Published' }, body: [configDatabase('cfg', configRow.map((r) => ({ ...r, enable: true })))] })
  const dir = path.join(tmp, 'ws')
  writeSnapshot(dir, ws)
  Object.assign(process.env, { NOTION_PAGE_ID: compactId(blog.blockId), NOTION_SNAPSHOT_DIR: dir, FOLIO_CACHE_DIR: path.join(tmp, 'cache') })
  resetSiteDataForTests()
}

const widthOf = (url: string) => new URL(url).searchParams.get('width')

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-cfgrow-'))
})
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  resetSiteDataForTests()
  rmSync(tmp, { recursive: true, force: true })
})

describe('Config row settings at fetch time', () => {
  it('map covers and thumbnails with IMAGE_* from the Config row, over the environment', async () => {
    process.env.IMAGE_THUMBNAIL_WIDTH = '600'
    serve([
      { name: 'IMAGE_THUMBNAIL_WIDTH', value: '400' },
      { name: 'IMAGE_COMPRESS_WIDTH', value: '900' },
      { name: 'IMAGE_QUALITY', value: '50' },
    ])
    const data = await getSiteData()
    expect(data.config.IMAGE_THUMBNAIL_WIDTH).toBe(400)
    const post = data.site.posts[0]
    if (!post) throw new Error('fixture changed')
    expect(widthOf(post.pageCoverThumbnail)).toBe('400')
    expect(widthOf(post.pageCover)).toBe('900')
  })

  it('choose the announcement with POST_SCHEDULE_PUBLISH from the Config row', async () => {
    serve([])
    expect((await getSiteData()).notice).toBeNull()
    serve([{ name: 'POST_SCHEDULE_PUBLISH', value: 'false' }])
    const data = await getSiteData()
    expect(data.notice?.id).toBe(data.site.noticeId)
    expect(JSON.stringify(data.notice)).toContain('launch day')
  })
})
