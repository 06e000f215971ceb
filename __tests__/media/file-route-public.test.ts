// @vitest-environment node
// Issue 33/34: files of a workspace read through Notion's public API (its stand-in: uploads as
// file objects whose signed links expire) go through the same route: a visible post's cover and
// body image are served, a draft's is refused, and so is a record the integration cannot read.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeSyntheticWorkspace } from '@/bench/synthetic'
import { getArticle } from '@/lib/data/article'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { fileRouteAnswer, resetFileRouteForTests } from '@/lib/media/file-route-setup'
import { fileRefPath, fileVersion } from '@/lib/notion/file-ref'
import { startPublicNotionStub, type PublicNotionStub } from '@/lib/notion/public-stub'


type Box = { value: { id: string; type: string; properties?: Record<string, unknown>; format?: Record<string, string> } }
type RecordFile = { block: Record<string, Box>; collection: Record<string, { value: { schema: Record<string, { name: string }> } }> }

let stub: PublicNotionStub
let tmp: string
const compact = (id: string) => id.replace(/-/g, '')
const get = (link: string) => fileRouteAnswer()(link.replace(/^\/api\/file\//, '').split('/'))
const draft = { id: '', cover: '' }

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-file-route-public-'))
  const ws = path.join(tmp, 'ws')
  const { rootPageId } = writeSyntheticWorkspace(ws, { posts: 6, uploads: true })
  const root = JSON.parse(readFileSync(path.join(ws, `${compact(rootPageId)}.json`), 'utf8')) as RecordFile
  const covered = Object.values(root.block).filter((b) => b.value.type === 'page' && b.value.format?.page_cover)
  stub = await startPublicNotionStub({ dir: ws })
  // One post with uploads becomes a draft, as an owner would set it in Notion.
  draft.id = compact(covered[0]!.value.id)
  draft.cover = covered[0]!.value.format!.page_cover!
  stub.editPage(draft.id, { properties: { status: 'Draft' } })
  vi.stubEnv('NOTION_SNAPSHOT_DIR', undefined)
  vi.stubEnv('NOTION_PAGE_ID', compact(rootPageId))
  vi.stubEnv('NOTION_API_TOKEN', stub.token)
  vi.stubEnv('NOTION_PUBLIC_API_URL', stub.url)
  vi.stubEnv('NOTION_PUBLIC_API_RATE', '1000')
  vi.stubEnv('NOTION_INDEX_TTL_SECONDS', '3600')
  vi.stubEnv('NOTION_RETRIES', '0')
  vi.stubEnv('FOLIO_CACHE_DIR', path.join(tmp, 'cache'))
  resetSiteDataForTests()
  resetFileRouteForTests()
})

afterAll(async () => {
  await stub.close()
  vi.unstubAllEnvs()
  resetSiteDataForTests()
  resetFileRouteForTests()
  rmSync(tmp, { recursive: true, force: true })
})

describe('the file route on the public-API stand-in', () => {
  it("serves a visible post's cover and body image, fetched from the stand-in's signed links", async () => {
    const { site } = await getSiteData()
    const post = site.posts.find((p) => p.pageCover.startsWith('/api/file/'))!
    expect(post.pageCover).toMatch(new RegExp(`^/api/file/block/${post.id}/cover/[0-9a-f]{10}/`))
    const before = stub.callCounts().files ?? 0
    const cover = await get(post.pageCover)
    expect(cover.status).toBe(200)
    expect(cover.body?.subarray(1, 4).toString()).toBe('PNG')
    expect((stub.callCounts().files ?? 0) - before).toBe(1)
    const { body } = await getArticle(post)
    const image = /"(\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}\/[^"]+)"/.exec(JSON.stringify(body))?.[1]
    expect(image).toBeDefined()
    expect((await get(image!)).status).toBe(200)
  })

  it("refuses a draft's cover, and a record the integration cannot read", async () => {
    const { site } = await getSiteData()
    expect(site.routable.some((p) => p.id === draft.id)).toBe(false)
    expect((await get(fileRefPath({ table: 'block', id: draft.id, slot: 'cover', version: fileVersion(draft.cover) }))).status).toBe(404)
    expect((await get(fileRefPath({ table: 'block', id: 'f'.repeat(32), slot: 'cover', version: '0123456789' }))).status).toBe(404)
  })
})
