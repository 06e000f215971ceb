// @vitest-environment node
// The sitemap at 10,000 posts (the run's shared synthetic workspace): a valid index whose files
// each stay within the protocol's limits and together list every post once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSiteData } from '@/lib/data/site-data'
import { renderSitemap } from '@/lib/feeds/sitemap'
import { renderSitemapIndex, sitemapFiles, SITEMAP_LIMITS } from '@/lib/feeds/sitemap-index'
import type { SiteModel } from '@/lib/site/build-site'
import { useSyntheticSite, type SyntheticSite } from '../fixtures/synthetic-site'

const BASE = 'https://blog.example.com'
let synthetic: SyntheticSite
let site: SiteModel

beforeAll(async () => {
  synthetic = await useSyntheticSite(10_000)
  site = (await getSiteData()).site
}, 240_000)
afterAll(() => synthetic.restore())

describe('the sitemap of 10,000 posts', () => {
  it('is an index of files within 50,000 URLs and 50 MB each, listing every post once', () => {
    const files = sitemapFiles([{ site }], BASE)
    expect(files.map((f) => f.name)).toEqual(['sitemap-lists.xml', 'sitemap-posts.xml', 'sitemap-pages.xml'])
    const index = renderSitemapIndex(files, BASE)
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    expect(index.match(/<sitemap><loc>[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g)).toHaveLength(3)
    const locs: string[] = []
    for (const file of files) {
      const xml = renderSitemap(file.entries)
      expect(Buffer.byteLength(xml)).toBeLessThan(SITEMAP_LIMITS.bytes)
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g)].map((m) => m[1] ?? '')
      expect(urls.length).toBe(file.entries.length)
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls)
      locs.push(...urls)
    }
    expect(files[1]!.entries).toHaveLength(10_000)
    expect(new Set(locs).size).toBe(locs.length)
    const posts = new Set(site.posts.map((p) => `${BASE}${p.href}`))
    expect(locs.filter((l) => posts.has(l))).toHaveLength(10_000)
    // Only posts, pages and lists: no Config, Notice or menu row.
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/blog\.example\.com\/(|archive|category|tag|about|category\/.+|tag\/.+|article\/post-\d+)$/)
  })

  it('splits the posts further under smaller limits, still listing each once', () => {
    const files = sitemapFiles([{ site }], BASE, { urls: 3_000, bytes: 200_000 })
    const posts = files.filter((f) => f.name.startsWith('sitemap-posts'))
    expect(posts.map((f) => f.name)).toEqual(['sitemap-posts.xml', ...Array.from({ length: posts.length - 1 }, (_, i) => `sitemap-posts-${i + 2}.xml`)])
    expect(posts.length).toBeGreaterThanOrEqual(4)
    for (const f of posts) expect(Buffer.byteLength(renderSitemap(f.entries))).toBeLessThanOrEqual(200_000)
    expect(posts.flatMap((f) => f.entries)).toEqual(sitemapFiles([{ site }], BASE)[1]!.entries)
  })
})
