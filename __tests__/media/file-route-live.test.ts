// @vitest-environment node
// Issue 34: images Folio owns. The route against the /api/v3 stand-in serving files the way
// Notion does (signed links that expire): only files of what the site shows are served, each
// fetched once, re-signed when its link expires, and kept for when Notion fails.
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { writeSyntheticWorkspace } from '@/bench/synthetic'
import { getArticle } from '@/lib/data/article'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { buildFeed, renderFeed } from '@/lib/feeds/feed'
import { getSearchIndex } from '@/lib/search/index-store'
import { fileRouteAnswer, resetFileRouteForTests } from '@/lib/media/file-route-setup'
import { fileGrant } from '@/lib/lock/file-grants'
import { configuredTokens } from '@/lib/lock/handler'
import { fileRefPath, fileVersion } from '@/lib/notion/file-ref'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'


type Box = { value: { id: string; type: string; parent_id?: string; properties?: Record<string, unknown>; format?: Record<string, string> } }
type RecordFile = { block: Record<string, Box>; collection: Record<string, { value: { schema: Record<string, { name: string }> } }> }

let stub: NotionStub
let tmp: string
let ws: string
const draft = { id: '', cover: '', image: { id: '', url: '' } }
const external = { id: '', url: 'http://169.254.169.254/latest/meta-data/x.png' }
const locked = { id: '', cover: '', image: { id: '', url: '' } }

const segmentsOf = (link: string) => link.replace(/^\/api\/file\//, '').split('/')
const get = (link: string) => fileRouteAnswer()(segmentsOf(link))
const files = () => stub.calls.filter((c) => c.endpoint === 'files').length
const compact = (id: string) => id.replace(/-/g, '')

/** Rewrites every recorded copy of a block (the root's query holds rows too). */
function editBlock(id: string, edit: (value: Box['value']) => void) {
  for (const name of readdirSync(ws)) {
    const file = path.join(ws, name)
    const json = JSON.parse(readFileSync(file, 'utf8')) as RecordFile
    const box = json.block[id]
    if (!box) continue
    edit(box.value)
    writeFileSync(file, JSON.stringify(json))
  }
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-file-route-'))
  ws = path.join(tmp, 'ws')
  const { rootPageId } = writeSyntheticWorkspace(ws, { posts: 8, uploads: true })
  const root = JSON.parse(readFileSync(path.join(ws, `${compact(rootPageId)}.json`), 'utf8')) as RecordFile
  const schema = Object.values(root.collection)[0]!.value.schema
  const statusId = Object.entries(schema).find(([, p]) => p.name === 'status')![0]
  const covered = Object.values(root.block).filter((b) => b.value.type === 'page' && b.value.format?.page_cover)
  // One post with uploads becomes a draft, another gets a cover on a link-local address.
  const victim = covered[0]!.value
  draft.id = compact(victim.id)
  draft.cover = victim.format!.page_cover!
  editBlock(victim.id, (v) => (v.properties![statusId] = [['Draft']]))
  const own = JSON.parse(readFileSync(path.join(ws, `${draft.id}.json`), 'utf8')) as RecordFile
  const image = Object.values(own.block).find((b) => b.value.type === 'image')!.value
  draft.image = { id: compact(image.id), url: (image.properties!.source as string[][])[0]![0]! }
  // Another gets a password: a locked post.
  const passwordId = Object.entries(schema).find(([, p]) => p.name === 'password')![0]
  const lockedRow = covered[covered.length - 1]!.value
  locked.id = compact(lockedRow.id)
  locked.cover = lockedRow.format!.page_cover!
  editBlock(lockedRow.id, (v) => (v.properties![passwordId] = [['open sesame']]))
  const lockedPage = JSON.parse(readFileSync(path.join(ws, `${locked.id}.json`), 'utf8')) as RecordFile
  const lockedImage = Object.values(lockedPage.block).find((b) => b.value.type === 'image')!.value
  locked.image = { id: compact(lockedImage.id), url: (lockedImage.properties!.source as string[][])[0]![0]! }
  external.id = compact(covered[1]!.value.id)
  editBlock(covered[1]!.value.id, (v) => (v.format!.page_cover = external.url))

  stub = await startNotionStub({ dir: ws, files: true })
  vi.stubEnv('NOTION_SNAPSHOT_DIR', undefined)
  vi.stubEnv('NOTION_PAGE_ID', compact(rootPageId))
  vi.stubEnv('NOTION_API_BASE_URL', stub.url)
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

describe('the file route on the /api/v3 stand-in', () => {
  it('serves a visible post\'s cover and body image, with immutable caching and nosniff', async () => {
    const { site } = await getSiteData()
    const post = site.posts.find((p) => p.pageCover.startsWith('/api/file/'))!
    expect(post.pageCover).toMatch(new RegExp(`^/api/file/block/${post.id}/cover/[0-9a-f]{10}/cover\\.jpg$`))
    const cover = await get(post.pageCover)
    expect(cover.status).toBe(200)
    expect(cover.headers['Content-Type']).toBe('image/jpeg')
    expect(cover.headers['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(cover.headers['X-Content-Type-Options']).toBe('nosniff')
    expect(cover.body?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))

    const { body } = await getArticle(post)
    const text = JSON.stringify(body)
    const image = /"(\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}\/photo\.jpg)"/.exec(text)?.[1]
    expect(image).toBeDefined()
    expect((await get(image!)).status).toBe(200)
  })

  it('fetches a file once however many ask at the same time', async () => {
    const { site } = await getSiteData()
    const fresh = site.posts.filter((p) => p.pageCover.startsWith('/api/file/'))[1]!
    const before = files()
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(fresh.pageCover)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(files() - before).toBe(1)
  })

  it("refuses a draft's files and its body's files, unknown records, and an address it did not publish", async () => {
    const { site } = await getSiteData()
    expect(site.routable.some((p) => p.id === draft.id)).toBe(false)
    const draftCover = fileRefPath({ table: 'block', id: draft.id, slot: 'cover', version: fileVersion(draft.cover) })
    const draftImage = fileRefPath({ table: 'block', id: draft.image.id, slot: 'source', version: fileVersion(draft.image.url) })
    expect((await get(draftCover)).status).toBe(404)
    expect((await get(draftImage)).status).toBe(404)
    expect((await get(fileRefPath({ table: 'block', id: 'f'.repeat(32), slot: 'cover', version: '0123456789' }))).status).toBe(404)
    expect((await get('/api/file/block/../../etc/passwd')).status).toBe(404)
    // A visible post whose cover is on a link-local address: the route will not fetch it.
    const before = stub.calls.length
    const ssrf = await get(fileRefPath({ table: 'block', id: external.id, slot: 'cover', version: fileVersion(external.url) }))
    expect(ssrf.status).toBe(502)
    expect(stub.calls.length - before).toBeGreaterThan(0) // the address came from Notion's record
  })

  it("shows a locked post's cover to everyone, its body's files only with the grant its unlock gave, privately", async () => {
    const { site } = await getSiteData()
    expect(site.routable.find((p) => p.id === locked.id)?.locked).toBe(true)
    const cover = fileRefPath({ table: 'block', id: locked.id, slot: 'cover', version: fileVersion(locked.cover) })
    expect((await get(cover)).status).toBe(200)
    const image = fileRefPath({ table: 'block', id: locked.image.id, slot: 'source', version: fileVersion(locked.image.url) })
    expect((await get(image)).status).toBe(404)
    const answer = (grant: string) => fileRouteAnswer()(segmentsOf(image), grant)
    expect((await answer(fileGrant(configuredTokens(), 'f'.repeat(32), Date.now()))).status).toBe(404)
    expect((await answer('v1.9999999999.' + 'A'.repeat(43))).status).toBe(404)
    const granted = await answer(fileGrant(configuredTokens(), locked.id, Date.now()))
    expect(granted.status).toBe(200)
    expect(granted.headers['Cache-Control']).toBe('private, max-age=3600')
  })

  it('redirects an old version to the current one', async () => {
    const { site } = await getSiteData()
    const post = site.posts.find((p) => p.pageCover.startsWith('/api/file/'))!
    const old = post.pageCover.replace(/\/[0-9a-f]{10}\//, '/0000000000/')
    const answer = await get(old)
    expect(answer.status).toBe(307)
    expect(answer.headers.Location).toBe(post.pageCover)
  })

  it('signs again when the link it had expired, and serves the kept copy while Notion fails', async () => {
    const { site } = await getSiteData()
    const post = site.posts.filter((p) => p.pageCover.startsWith('/api/file/'))[2]!
    expect((await get(post.pageCover)).status).toBe(200)
    rmSync(path.join(tmp, 'cache', 'files'), { recursive: true, force: true })
    stub.expireFileLinks()
    const signings = stub.callCounts().getSignedFileUrls ?? 0
    const again = await get(post.pageCover)
    expect(again.status).toBe(200)
    expect((stub.callCounts().getSignedFileUrls ?? 0) - signings).toBe(1)

    // A new process (nothing in memory), Notion and its file host down: the kept copy is served.
    resetFileRouteForTests()
    stub.addFault({ status: 500 })
    try {
      const kept = await get(post.pageCover)
      expect(kept.status).toBe(200)
      expect(kept.body?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
      const never = site.posts.filter((p) => p.pageCover.startsWith('/api/file/'))[3]!
      expect((await get(never.pageCover)).status).toBeGreaterThanOrEqual(500)
    } finally {
      stub.clearFaults()
    }
  })

  it('leaves no Notion file address, signed link or signature in site data, bodies, feeds or search data', async () => {
    const data = await getSiteData()
    const articles = await Promise.all(data.site.routable.map((p) => getArticle(p)))
    const feeds = (['rss', 'atom', 'json'] as const).map((format) => renderFeed(buildFeed(data.site, data.config, 'https://blog.test', { format }), format))
    const search = JSON.stringify(await getSearchIndex())
    const everything = [JSON.stringify(data), JSON.stringify(articles), ...feeds, search].join('\n')
    expect(everything).toContain('/api/file/block/')
    expect(everything).not.toMatch(/prod-files-secure|secure\.notion-static|X-Amz|signature=|\/files\/https/i)
  })
})
