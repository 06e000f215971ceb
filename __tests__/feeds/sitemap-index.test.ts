// /sitemap.xml is a sitemap index (sitemaps.org): one file per site and kind of page, each
// within the protocol's limits, together listing exactly the site's indexable URLs.
import { createSitemapHandler } from '@/lib/feeds/sitemap-handler'
import { renderSitemapIndex, sitemapFiles, SITEMAP_LIMITS, splitEntries } from '@/lib/feeds/sitemap-index'
import { renderSitemap, sitemapEntries, type SitemapEntry } from '@/lib/feeds/sitemap'
import { buildRobots } from '@/lib/feeds/robots'
import { demoData, demoLoader, HIDDEN_WORDS, lockedPost, mockReq, mockRes, parseXml } from './helpers'

const BASE = 'https://blog.example.com'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const ROOT = 'f01105a1e0b14c0f8a2d5e6b7c8d9e0f'
const EN_ID = '0123456789abcdef0123456789abcdef'

const texts = (doc: Document, tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent ?? '')

/** An index's file names, read back from its XML. */
function indexedFiles(xml: string): string[] {
  const doc = parseXml(xml)
  expect(doc.documentElement.nodeName).toBe('sitemapindex')
  expect(doc.documentElement.namespaceURI).toBe(NS)
  const sitemaps = [...doc.getElementsByTagName('sitemap')]
  for (const s of sitemaps) expect(s.getElementsByTagName('loc')).toHaveLength(1)
  return texts(doc, 'loc').map((loc) => {
    expect(loc.startsWith(`${BASE}/`)).toBe(true)
    const name = loc.slice(BASE.length + 1)
    // Next to the index: the protocol lets an index name only files at or below its folder.
    expect(name).toMatch(/^sitemap-[\w-]+\.xml$/)
    return name
  })
}

/** A file's URLs, after checking it is a valid urlset within the limits. */
function fileUrls(xml: string): string[] {
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes)
  const doc = parseXml(xml)
  expect(doc.documentElement.nodeName).toBe('urlset')
  expect(doc.documentElement.namespaceURI).toBe(NS)
  const urls = texts(doc, 'loc')
  expect(urls.length).toBeGreaterThan(0)
  expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls)
  for (const lastmod of texts(doc, 'lastmod')) expect(Number.isNaN(Date.parse(lastmod))).toBe(false)
  return urls
}

async function answer(load: ReturnType<typeof demoLoader>, file?: string) {
  const { res, state } = mockRes()
  await createSitemapHandler(load)(mockReq(file ? { query: { file: [file] } } : {}), res)
  return state
}

describe('the sitemap index of the demo', () => {
  it('names one file per kind, and the files list every indexable URL exactly once', async () => {
    const { site } = await demoData()
    const files = sitemapFiles([{ site }], BASE)
    expect(files.map((f) => f.name)).toEqual(['sitemap-lists.xml', 'sitemap-posts.xml', 'sitemap-pages.xml'])
    expect(indexedFiles(renderSitemapIndex(files, BASE))).toEqual(files.map((f) => f.name))
    const listed = files.flatMap((f) => fileUrls(renderSitemap(f.entries)))
    expect(listed).toEqual(sitemapEntries(site, BASE).map((e) => e.loc))
    expect(new Set(listed).size).toBe(listed.length)
    expect(fileUrls(renderSitemap(files[2]!.entries))).toEqual([`${BASE}/about`, `${BASE}/links`])
    expect(fileUrls(renderSitemap(files[0]!.entries)).slice(0, 4)).toEqual([`${BASE}/`, `${BASE}/archive`, `${BASE}/category`, `${BASE}/tag`])
  })

  it('dates each file by its newest URL', async () => {
    const { site } = await demoData()
    const files = sitemapFiles([{ site }], BASE)
    const doc = parseXml(renderSitemapIndex(files, BASE))
    const newest = (entries: SitemapEntry[]) => entries.map((e) => e.lastmod ?? '').sort().at(-1)
    expect(texts(doc, 'lastmod')).toEqual(files.map((f) => newest(f.entries)))
  })

  it('served: the index, each file it names, 404 for any other name; nothing hidden in any', async () => {
    const load = demoLoader({ NOTION_PAGE_ID: `${ROOT},en:${EN_ID}`, LINK: BASE })
    const index = await answer(load)
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
    const names = indexedFiles(String(index.body))
    expect(names).toEqual([
      'sitemap-lists.xml', 'sitemap-posts.xml', 'sitemap-pages.xml',
      'sitemap-en-lists.xml', 'sitemap-en-posts.xml', 'sitemap-en-pages.xml',
    ])
    const { site } = await demoData()
    const all: string[] = []
    for (const name of names) {
      const file = await answer(load, name)
      expect(file.statusCode, name).toBe(200)
      expect(file.headers['content-type']).toBe('application/xml; charset=utf-8')
      const xml = String(file.body)
      for (const word of HIDDEN_WORDS) expect(xml.toLowerCase()).not.toContain(word)
      expect(xml).not.toContain(lockedPost(site).href)
      const urls = fileUrls(xml)
      if (name.startsWith('sitemap-en-')) for (const url of urls) expect(url.startsWith(`${BASE}/en`)).toBe(true)
      all.push(...urls)
    }
    expect(all).toContain(`${BASE}/article/block-tour`)
    expect(all).toContain(`${BASE}/en/article/block-tour`)
    expect(new Set(all).size).toBe(all.length)
    for (const name of ['sitemap-drafts.xml', 'sitemap-posts-2.xml', 'sitemap-fr-posts.xml'])
      expect((await answer(load, name)).statusCode, name).toBe(404)
  })

  it('robots.txt names the index', () => {
    expect(buildRobots(BASE)).toContain(`Sitemap: ${BASE}/sitemap.xml\n`)
  })
})

describe('splitting a kind within the limits', () => {
  const entries = (n: number) =>
    Array.from({ length: n }, (_, i): SitemapEntry => ({ loc: `${BASE}/article/post-${i + 1}`, lastmod: '2025-01-01T00:00:00.000Z' }))

  it('starts a new file at the URL limit, in order, nothing lost', () => {
    const runs = splitEntries(entries(7), { urls: 3, bytes: SITEMAP_LIMITS.bytes })
    expect(runs.map((r) => r.length)).toEqual([3, 3, 1])
    expect(runs.flat()).toEqual(entries(7))
    expect(splitEntries([], SITEMAP_LIMITS)).toEqual([])
  })

  it('starts a new file before the byte limit, counting the XML around the URLs', () => {
    const limit = Buffer.byteLength(renderSitemap(entries(4)))
    const runs = splitEntries(entries(9), { urls: 1000, bytes: limit })
    for (const run of runs) expect(Buffer.byteLength(renderSitemap(run))).toBeLessThanOrEqual(limit)
    expect(runs[0]).toHaveLength(4)
    expect(runs.flat()).toEqual(entries(9))
  })

  it('names the further files of a kind -2, -3…', async () => {
    const { site } = await demoData()
    const posts = site.posts.filter((p) => !p.locked && !p.external).length
    const files = sitemapFiles([{ site }, { site, lang: 'en' }], BASE, { urls: Math.ceil(posts / 2), bytes: SITEMAP_LIMITS.bytes })
    expect(files.map((f) => f.name)).toContain('sitemap-posts-2.xml')
    expect(files.map((f) => f.name)).toContain('sitemap-en-posts-2.xml')
    expect(files.map((f) => f.name)).not.toContain('sitemap-posts-3.xml')
  })
})
