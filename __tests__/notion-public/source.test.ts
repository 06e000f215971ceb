// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { fetchWorkspace } from '@/lib/data/fetch-workspace'
import { getPageVersion } from '@/lib/data/page-cache'
import { dataSettings } from '@/lib/data/settings'
import { readConfigRow } from '@/lib/notion/config-row'
import { fileVersion } from '@/lib/notion/file-ref'
import { plainText } from '@/lib/notion/properties'
import { publicApiSource } from '@/lib/notion/public-api/source'
import { compactId, getBlock } from '@/lib/notion/records'
import { PageNotFoundError } from '@/lib/notion/source'
import { walkPageBlocks } from '@/lib/notion/walk'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { fakeApi } from './fake-api'
import { block, text } from './shapes'
import { blogWorkspace, CONFIG, COVER_URL, DB, DS, POST_A, POST_B } from './workspace-fixture'

const settings = dataSettings(resolveSiteConfig({ env: {} }).config)

function sourceOver(api: ReturnType<typeof fakeApi>, waits: number[] = []) {
  return publicApiSource({
    token: 'ntn_test',
    baseUrl: 'http://127.0.0.1:9/',
    fetch: api.fetch,
    concurrency: 3,
    retries: 3,
    retryBaseMs: 10,
    maxRetryDelayMs: 65_000,
    timeoutMs: 5000,
    requestsPerSecond: 1000,
    sleep: async (ms) => void waits.push(ms),
  })
}

const textOf = (map: Parameters<typeof walkPageBlocks>[0], id: string) => {
  const out: string[] = []
  walkPageBlocks(map, id, (b) => out.push(plainText((b.properties as { title?: unknown } | undefined)?.title)))
  return out.filter(Boolean)
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folio-public-api-'))
  process.env.FOLIO_CACHE_DIR = dir
})
afterEach(() => {
  delete process.env.FOLIO_CACHE_DIR
  rmSync(dir, { recursive: true, force: true })
})

describe('the public-API source', () => {
  it('reads the blog database as the classic database page, collection, view and every row (paginated)', async () => {
    const api = fakeApi(blogWorkspace(), 2)
    const map = await sourceOver(api).getPage(compactId(DB))
    const index = readWorkspaceIndex(map, compactId(DB), settings.names, settings.images)
    expect(index.title).toBe('Folio Demo')
    expect(index.description).toBe('A blog')
    expect(index.icon).toBe('📝')
    expect(index.rows.map((r) => [r.title, r.typeLabel, r.statusLabel, r.slug])).toEqual([
      ['Config', 'Config', 'Published', ''],
      ['Hello public API', 'Post', 'Published', 'hello'],
      ['Second', 'Post', 'Published', 'second'],
    ])
    const hello = index.rows[1]!
    expect(hello.categories).toEqual(['Engineering'])
    expect(hello.tags).toEqual(['Notion', 'Writing'])
    expect(hello.date).toEqual({ startDate: '2026-10-30' })
    expect(hello.lastEditedTime).toBe(Date.parse('2026-10-30T10:00:00.000Z'))
    expect(hello.pageCover).not.toBe('')
    expect(index.tagOptions.map((t) => t.name)).toEqual(['Notion', 'Writing'])
    expect(api.calls.filter((c) => c.endsWith(`/data_sources/${DS}/query`))).toHaveLength(2)
  })

  it("reads a page's block tree: columns, a synced copy's original content, and nothing for what the API cannot show", async () => {
    const map = await sourceOver(fakeApi(blogWorkspace(), 1)).getPage(compactId(POST_A))
    expect(textOf(map, compactId(POST_A))).toEqual(['First words.', 'Left.', 'Right.', 'Shared words.'])
    const page = getBlock(map, POST_A)!
    expect(page.parent_table).toBe('collection')
    expect(page.content).toHaveLength(3)
    const columns = getBlock(map, page.content![1]!)!
    expect(columns.content?.map((id) => (getBlock(map, id)?.format as { column_ratio?: number }).column_ratio)).toEqual([0.5, 0.5])
    expect((page.format as { page_cover?: string }).page_cover).toBe(COVER_URL)
  })

  it('sends the pages a body mentions or links to along, by title and icon only', async () => {
    const map = await sourceOver(fakeApi(blogWorkspace())).getPage(compactId(POST_B))
    const mentioned = getBlock(map, POST_A)!
    expect(mentioned.properties).toEqual({ title: [['Hello public API']] })
    expect((mentioned.format as { page_cover?: string }).page_cover).toBe(COVER_URL)
    expect(getBlock(map, CONFIG)?.properties).toEqual({ title: [['Config']] })
    expect(Object.keys(map.block)).toHaveLength(5)
  })

  it("reads a synced copy's own children when its original is not shared", async () => {
    const workspace = blogWorkspace()
    const copy = workspace.children[POST_A]![2]!
    workspace.children[copy.id] = [block('paragraph', { rich_text: [text('Copied words.')], color: 'default' }, { id: 'd2000000-0000-4000-8000-000000000001' })]
    delete workspace.children['1d65e74c-3639-492b-8a7d-f9f6a2453bea']
    const map = await sourceOver(fakeApi(workspace)).getPage(compactId(POST_A))
    expect(textOf(map, compactId(POST_A))).toEqual(['First words.', 'Left.', 'Right.', 'Copied words.'])
  })

  it("reads the Config row's settings database inside its page", async () => {
    const map = await sourceOver(fakeApi(blogWorkspace())).getPage(compactId(CONFIG))
    expect(readConfigRow(map, compactId(CONFIG))).toEqual({ TITLE: 'Public blog' })
  })

  it('says a page that is not shared is not found', async () => {
    await expect(sourceOver(fakeApi(blogWorkspace())).getPage('0'.repeat(32))).rejects.toBeInstanceOf(PageNotFoundError)
  })

  it("waits a 429's Retry-After and retries 5xx and 529", async () => {
    const api = fakeApi(blogWorkspace())
    const query = `/v1/data_sources/${DS}/query`
    api.fail(query, { status: 429, headers: { 'retry-after': '7' } }, { status: 503 }, { status: 529 })
    const waits: number[] = []
    const map = await sourceOver(api, waits).getPage(compactId(DB))
    expect(readWorkspaceIndex(map, compactId(DB), settings.names, settings.images).rows).toHaveLength(3)
    expect(waits).toEqual([7000, 20, 40])
    expect(api.calls.filter((c) => c.endsWith(query))).toHaveLength(4)
  })

  it('gives up after its retries with what failed', async () => {
    const api = fakeApi(blogWorkspace())
    api.fail(`/v1/blocks/${POST_A}/children`, ...Array.from({ length: 4 }, () => ({ status: 500 })))
    await expect(sourceOver(api).getPage(compactId(POST_A))).rejects.toThrow(/blocks\.children\.list.*HTTP 500/)
  })

  it('an unchanged rebuild asks for no body whose last_edited_time did not change', async () => {
    const api = fakeApi(blogWorkspace())
    const source = sourceOver(api)
    const first = await fetchWorkspace(source, compactId(DB), () => settings)
    expect(first.notionSettings).toEqual({ TITLE: 'Public blog' })
    const bodyCalls = () => api.calls.filter((c) => c.includes('/children')).length
    const before = bodyCalls()
    expect(before).toBeGreaterThan(0)
    const again = await fetchWorkspace(source, compactId(DB), () => settings)
    expect(again.notionSettings).toEqual({ TITLE: 'Public blog' })
    expect(bodyCalls()).toBe(before)
  })

  it('reads a body again while its row was edited minutes ago (the API cuts edit times to the minute)', async () => {
    const workspace = blogWorkspace()
    const justNow = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString()
    workspace.rows[DS]![1]!.last_edited_time = justNow
    const api = fakeApi(workspace)
    const source = sourceOver(api)
    const bodyReads = () => api.calls.filter((c) => c.endsWith(`/blocks/${POST_A}/children`)).length
    const first = await fetchWorkspace(source, compactId(DB), () => settings)
    const edited = first.index.rows.find((r) => r.id === compactId(POST_A))!
    const other = first.index.rows.find((r) => r.id === compactId(POST_B))!
    expect(edited.lastEditedTime).toBeGreaterThanOrEqual(Date.parse(justNow))
    expect(other.lastEditedTime).toBe(Date.parse('2026-10-30T10:00:00.000Z'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = await fetchWorkspace(source, compactId(DB), () => settings)
    expect(again.index.rows.find((r) => r.id === edited.id)!.lastEditedTime).toBeGreaterThan(edited.lastEditedTime)
    const before = bodyReads()
    await getPageVersion(source, edited.id, again.index.rows.find((r) => r.id === edited.id)!.lastEditedTime)
    expect(bodyReads()).toBe(before + 1)
  })

  it('gives fresh links to files by the record they belong to', async () => {
    const source = sourceOver(fakeApi(blogWorkspace()))
    const image = await source.fileUrl!({ table: 'block', id: 'e1000000000040008000000000000001', slot: 'source', version: '0000000000' })
    expect(image?.url).toContain('photo.png?X-Amz-Signature=two')
    expect(image?.version).toBe(fileVersion('https://prod-files-secure.s3.us-west-2.amazonaws.com/ws/photo.png'))
    expect(image?.expiresAt).toBe(Date.parse('2030-01-01T01:00:00.000Z'))
    const cover = await source.fileUrl!({ table: 'block', id: compactId(POST_A), slot: 'cover', version: '0000000000' })
    expect(cover?.url).toBe(COVER_URL)
    expect(await source.fileUrl!({ table: 'collection', id: compactId(DS), slot: 'cover', version: '0000000000' })).toBeUndefined()
    expect(await source.fileUrl!({ table: 'block', id: '0'.repeat(32), slot: 'source', version: '0000000000' })).toBeUndefined()
  })
})
