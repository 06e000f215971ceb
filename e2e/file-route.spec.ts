// Issue 34: images Folio owns, in a browser. The /api/v3 stand-in serves a synthetic blog whose
// covers and body images are Notion uploads (signed links that expire, as Notion's); the real
// route handler (pages/api/file/[...ref].ts) answers a page holding every link the site data
// and bodies carry. Every image loads through /api/file, and still loads once the stand-in's
// links have expired and its file host fails (the kept copies). The demo's own images are files
// of the site (public/demo), so the demo server has no upload to show through the route.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { writeSyntheticWorkspace } from '@/bench/synthetic'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'

let stub: NotionStub
let server: Server
let origin: string
let tmp: string
let links: string[]

test.beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'folio-e2e-files-'))
  const { rootPageId } = writeSyntheticWorkspace(path.join(tmp, 'ws'), { posts: 12, uploads: true })
  stub = await startNotionStub({ dir: path.join(tmp, 'ws'), files: true })
  delete process.env.NOTION_SNAPSHOT_DIR
  Object.assign(process.env, { NOTION_PAGE_ID: rootPageId.replace(/-/g, ''), NOTION_API_BASE_URL: stub.url, FOLIO_CACHE_DIR: path.join(tmp, 'cache'), NOTION_RETRIES: '0' })
  const { getSiteData } = await import('@/lib/data/site-data')
  const { getArticle } = await import('@/lib/data/article')
  const handler = (await import('@/pages/api/file/[...ref]')).default
  const { site } = await getSiteData()
  const found = new Set<string>()
  for (const post of site.posts) {
    if (post.pageCover.startsWith('/api/file/')) found.add(post.pageCover)
    const { body } = await getArticle(post)
    for (const m of JSON.stringify(body).matchAll(/\/api\/file\/block\/[0-9a-f]{32}\/source\/[0-9a-f]{10}\/[\w.%-]+\.jpg/g)) found.add(m[0])
  }
  links = [...found]
  const html = `<!doctype html><body>${links.map((l) => `<img src="${l}" width="80" height="60" alt="">`).join('')}</body>`
  server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/file/')) return void res.writeHead(200, { 'content-type': 'text/html' }).end(html)
    // The few NextApiResponse helpers the handler uses, on Node's own response.
    const shim = Object.assign(res, { status: (code: number) => ((res.statusCode = code), shim) })
    void handler(Object.assign(req, { query: {} }) as never, shim as never)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await stub?.close()
  rmSync(tmp, { recursive: true, force: true })
})

async function loadImages(page: Page) {
  const statuses: number[] = []
  page.on('response', (r) => void (r.url().includes('/api/file/') && statuses.push(r.status())))
  await page.goto(origin, { waitUntil: 'load' })
  const widths = await page.$$eval('img', (imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth))
  return { statuses, widths }
}

test('images load through /api/file, and still do once the links expired and the file host fails', async ({ browser }) => {
  expect(links.length).toBeGreaterThan(8)
  const first = await loadImages(await browser.newPage())
  expect(first.statuses).toHaveLength(links.length)
  expect(new Set(first.statuses)).toEqual(new Set([200]))
  expect(first.widths.every((w) => w > 0)).toBe(true)

  stub.expireFileLinks()
  stub.addFault({ endpoint: 'files', status: 500 })
  const again = await loadImages(await (await browser.newContext()).newPage())
  expect(new Set(again.statuses)).toEqual(new Set([200]))
  expect(again.widths.every((w) => w > 0)).toBe(true)
})

test("the demo's pages, page data, feeds and search data hold no Notion file address or signature", async ({ request, baseURL }) => {
  test.setTimeout(240_000) // a development server compiles each route on its first request
  const home = await (await request.get(`${baseURL}/`)).text()
  const article = /href="(\/article\/[^"#?]+)"/.exec(home)?.[1]
  expect(article).toBeDefined()
  const paths = ['/', article!, '/archive', '/rss/feed.xml', '/rss/atom.xml', '/rss/feed.json', '/api/search-index?whole=1']
  for (const p of paths) {
    const text = await (await request.get(`${baseURL}${p}`, { timeout: 120_000 })).text()
    expect(text.length, p).toBeGreaterThan(100)
    expect(text, p).not.toMatch(/prod-files-secure|secure\.notion-static|X-Amz-|notion\.so\/signed\/|notion\.so\/image\/https/i)
  }
})
