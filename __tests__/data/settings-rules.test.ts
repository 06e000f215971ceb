// @vitest-environment node
// The settings that change how rows are read and listed (lib/data/settings.ts), end to end
// through getSiteData: renamed columns, renamed type and status labels, sort orders.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { NotionWorkspace, blogSchema, compactId, paragraph, writeSnapshot } from '@/lib/notion/builder'
import { normaliseRecordMap } from '@/lib/notion/records'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { DEFAULT_PROPERTY_NAMES } from '@/lib/site/workspace'

const S3_ICON = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/icon.png'
const RENAMED = {
  NOTION_PROPERTY_TYPE: 'Kind',
  NOTION_PROPERTY_STATUS: 'State',
  NOTION_PROPERTY_SLUG: 'URL',
  NOTION_PROPERTY_TAGS: 'Labels',
  NOTION_PROPERTY_DATE: 'Published on',
  NOTION_PROPERTY_COMMENT: 'Comments',
  NOTION_TYPE_POST: '文章',
  NOTION_TYPE_PAGE: '页面',
  NOTION_STATUS_PUBLISHED: '公开',
  NOTION_STATUS_INVISIBLE: '隐藏',
  POST_SORT_BY: 'date',
  TAG_SORT_BY_COUNT: 'false',
}
const KEYS = ['NOTION_PAGE_ID', 'NOTION_SNAPSHOT_DIR', 'FOLIO_CACHE_DIR', ...Object.keys(RENAMED)]
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]))
let tmp: string

function renamedBlog() {
  const ws = new NotionWorkspace({ seed: 'renamed', time: Date.UTC(2025, 0, 15) })
  const names = { type: 'Kind', status: 'State', slug: 'URL', tags: 'Labels', date: 'Published on', comment: 'Comments' }
  const blog = ws.addDatabasePage({ seed: 'blog', title: 'Renamed', schema: blogSchema({ names, categories: [], tags: [{ value: 'x' }, { value: 'y' }] }), views: [{ type: 'table' }] })
  const post = (seed: string, title: string, props: Record<string, unknown>, look: Record<string, unknown> = {}) =>
    blog.addRow({ seed, properties: { title, Kind: '文章', State: '公开', ...props } as never, body: [paragraph(title)], ...look })
  const ids = {
    older: post('older', 'Older', { URL: 'older-slug', Labels: ['x', 'y'], 'Published on': { start: '2023-01-01' } }),
    newer: post('newer', 'Newer', { URL: 'newer', Labels: ['y'], 'Published on': { start: '2024-06-01' }, Comments: 'Hide' }, { icon: '🚀', fullWidth: true }),
    oldLabel: post('old-label', 'Default type label', { Kind: 'Post', URL: 'old-label' }),
    oldStatus: post('old-status', 'Default status label', { State: 'Published', URL: 'old-status' }),
    hidden: post('hidden', 'Hidden', { State: '隐藏', URL: 'hidden' }, { icon: S3_ICON }),
    about: post('about', 'About', { Kind: '页面', URL: 'about' }),
  }
  return { ws, rootId: compactId(blog.blockId), rootBlockId: blog.blockId, ids }
}

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-rules-'))
})
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k]
    else process.env[k] = saved[k]
  }
  resetSiteDataForTests()
  rmSync(tmp, { recursive: true, force: true })
})

describe('settings that shape the data (through getSiteData)', () => {
  it('read renamed columns and labels, sort by date and keep the tag options’ order', async () => {
    const fx = renamedBlog()
    writeSnapshot(path.join(tmp, 'ws'), fx.ws)
    Object.assign(process.env, RENAMED, { NOTION_PAGE_ID: fx.rootId, NOTION_SNAPSHOT_DIR: path.join(tmp, 'ws'), FOLIO_CACHE_DIR: path.join(tmp, 'cache') })
    resetSiteDataForTests()
    const { site } = await getSiteData()
    // POST_SORT_BY=date: newest first, whatever the database's order.
    expect(site.posts.map((p) => p.title)).toEqual(['Newer', 'Older'])
    const older = site.posts.find((p) => p.title === 'Older')
    expect(older).toMatchObject({ type: 'Post', status: 'Published', slug: 'older-slug', href: '/article/older-slug', tags: ['x', 'y'], publishDay: '2023-01-01' })
    // Rows with the default labels are neither posts nor visible once the labels are renamed.
    expect(site.routable.map((p) => p.title).sort()).toEqual(['About', 'Hidden', 'Newer', 'Older'])
    expect(site.routable.find((p) => p.title === 'Hidden')?.status).toBe('Invisible')
    expect(site.routable.find((p) => p.title === 'About')).toMatchObject({ type: 'Page', href: '/about' })
    // TAG_SORT_BY_COUNT=false: the options' order (x before y), though y is used more.
    expect(site.tags.map((t) => [t.name, t.count])).toEqual([['x', 1], ['y', 2]])
    expect(site.posts.find((p) => p.title === 'Newer')?.comment).toBe('Hide')
  })

  it('sort tags by count and keep Notion’s order with the defaults', async () => {
    const fx = renamedBlog()
    writeSnapshot(path.join(tmp, 'ws'), fx.ws)
    const { POST_SORT_BY: _sort, TAG_SORT_BY_COUNT: _tags, ...renamedOnly } = RENAMED
    Object.assign(process.env, renamedOnly, { NOTION_PAGE_ID: fx.rootId, NOTION_SNAPSHOT_DIR: path.join(tmp, 'ws'), FOLIO_CACHE_DIR: path.join(tmp, 'cache') })
    delete process.env.POST_SORT_BY
    delete process.env.TAG_SORT_BY_COUNT
    resetSiteDataForTests()
    const { site } = await getSiteData()
    expect(site.posts.map((p) => p.title)).toEqual(['Older', 'Newer'])
    expect(site.tags.map((t) => t.name)).toEqual(['y', 'x'])
  })
})

describe('readRow', () => {
  it("reads comment, full width and the page icon (emoji as is, uploads through Folio's file route)", () => {
    const fx = renamedBlog()
    const names = { ...DEFAULT_PROPERTY_NAMES, comment: 'Comments' }
    const index = readWorkspaceIndex(normaliseRecordMap(fx.ws.getPage(fx.rootBlockId)), fx.rootId, names, { notionHost: 'https://www.notion.so' })
    const row = (id: string) => index.rows.find((r) => r.id === compactId(id))
    expect(row(fx.ids.newer)).toMatchObject({ comment: 'Hide', fullWidth: true, pageIcon: '🚀' })
    expect(row(fx.ids.older)).toMatchObject({ comment: '', fullWidth: false, pageIcon: '' })
    const icon = row(fx.ids.hidden)?.pageIcon ?? ''
    expect(icon).toMatch(new RegExp(`^/api/file/block/${compactId(fx.ids.hidden)}/icon/[0-9a-f]{10}/`))
    expect(decodeURIComponent(icon)).not.toContain(S3_ICON)
  })
})
