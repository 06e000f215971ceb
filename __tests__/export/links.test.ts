// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nextDataOf, pathsInCss, pathsInData, pathsInHtml, pathsInXml, sitePathOf } from '@/lib/export/links'
import { renderSitemapIndex, sitemapFiles } from '@/lib/feeds/sitemap-index'
import type { SiteModel } from '@/lib/site/build-site'

describe('sitePathOf', () => {
  it('keeps site paths without query or hash, and absolute ones on a known origin', () => {
    expect(sitePathOf('/archive?theme=x#top')).toBe('/archive')
    expect(sitePathOf('https://example.com/article/a', ['https://example.com'])).toBe('/article/a')
    expect(sitePathOf('https://example.com', ['https://example.com'])).toBe('/')
  })
  it('drops other hosts, protocol-relative URLs, route patterns and text', () => {
    expect(sitePathOf('https://www.notion.so/image/x')).toBeNull()
    expect(sitePathOf('//cdn.example.com/a.js')).toBeNull()
    expect(sitePathOf('/[variant]/archive')).toBeNull()
    expect(sitePathOf('/ not a path')).toBeNull()
    expect(sitePathOf('mailto:a@b.c')).toBeNull()
  })
})

describe('pathsInHtml', () => {
  it('finds links, images, srcset candidates and inline url() values', () => {
    const html = `<a href="/tag/Notion">t</a><a href="https://other.org/x">o</a>
      <img src="/demo/a.png" srcset="/demo/a-1x.png 1x, /demo/a-2x.png 2x">
      <div style="background-image:url(&quot;/demo/bg.svg&quot;)"></div>
      <link rel="canonical" href="https://example.com/archive"><a href="/search?s=a&amp;b=1">s</a>`
    expect(pathsInHtml(html, ['https://example.com']).sort()).toEqual(
      ['/archive', '/demo/a-1x.png', '/demo/a-2x.png', '/demo/a.png', '/demo/bg.svg', '/search', '/tag/Notion'].sort(),
    )
  })
})

describe('pathsInData', () => {
  it('walks page data for every path-like string (hrefs, covers)', () => {
    const data = { posts: [{ href: '/article/a', pageCover: '/demo/c.jpg', title: 'A / B' }], link: 'https://x.org/y' }
    expect(pathsInData(data).sort()).toEqual(['/article/a', '/demo/c.jpg'])
  })
})

describe('pathsInCss and pathsInXml', () => {
  it('reads fonts and images from style sheets', () => {
    expect(pathsInCss(`@font-face{src:url(/fonts/a.woff2) format("woff2")}.b{background:url('/img/b.png')}`)).toEqual(['/fonts/a.woff2', '/img/b.png'])
  })
  it('reads sitemap locations and feed links on the site origin', () => {
    const xml = '<urlset><url><loc>https://example.com/article/a</loc></url><url><loc>https://elsewhere.org/b</loc></url></urlset>'
    expect(pathsInXml(xml, ['https://example.com'])).toEqual(['/article/a'])
  })
  it('follows the sitemap index to its files, so the export writes them', () => {
    // An empty site: its lists (home, archive, indexes) are its only file.
    const site = { posts: [], routable: [], categories: [], tags: [] } as unknown as SiteModel
    const index = renderSitemapIndex(sitemapFiles([{ site }], 'https://example.com/blog'), 'https://example.com/blog')
    expect(pathsInXml(index, ['https://example.com'])).toEqual(['/blog/sitemap-lists.xml'])
  })
})

describe('nextDataOf', () => {
  it('reads the page data script', () => {
    const html = '<script id="__NEXT_DATA__" type="application/json">{"buildId":"B","gsp":true,"props":{}}</script>'
    expect(nextDataOf(html)).toMatchObject({ buildId: 'B', gsp: true })
    expect(nextDataOf('<p>no data</p>')).toBeNull()
  })
})
