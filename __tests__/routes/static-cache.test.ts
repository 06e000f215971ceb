// @vitest-environment node
// Spec §9: files from public/ are cached a day by browsers and a week by CDNs; pages, /_next,
// APIs and feeds are not given that header. Checked with Next's own path matcher.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'
import nextConfig from '@/next.config'
import { PUBLIC_FILE_CACHE_CONTROL, publicFileHeaders } from '@/lib/routes/static-cache'

type Header = { source: string; headers: { key: string; value: string }[] }

function cacheControlFor(rules: Header[], path: string): string | undefined {
  const rule = rules.find((r) => getPathMatch(r.source, { strict: true, removeUnnamedParams: true })(path))
  return rule?.headers.find((h) => h.key === 'Cache-Control')?.value
}

describe('Cache-Control for public files (next.config.ts headers)', () => {
  it('is public, max-age=86400, s-maxage=604800', () => {
    expect(PUBLIC_FILE_CACHE_CONTROL).toBe('public, max-age=86400, s-maxage=604800')
  })

  it("applies to the owner's images, fonts, styles, scripts and media", async () => {
    const rules = (await nextConfig.headers?.()) as Header[]
    for (const path of ['/favicon.ico', '/demo/images/cover.svg', '/fonts/inter.woff2', '/css/custom.css', '/js/extra.js', '/demo/media/clip.webm', '/IMG.PNG']) {
      expect(cacheControlFor(rules, path), path).toBe(PUBLIC_FILE_CACHE_CONTROL)
    }
  })

  it('leaves pages (dotted names included), /_next, APIs, feeds and the search index alone', async () => {
    const rules = (await nextConfig.headers?.()) as Header[]
    for (const path of ['/', '/archive', '/about', '/article/block-tour', '/tag/Next.js', '/en/tag/Next.js', '/category/a.png', '/article/x.png', '/_next/static/chunks/a.js', '/_next/image', '/api/posts', '/rss/feed.xml', '/sitemap.xml', '/robots.txt', '/search-index.json']) {
      expect(cacheControlFor(rules, path), path).toBeUndefined()
    }
  })

  it('follows POST_URL_PREFIX', () => {
    const rules = publicFileHeaders('posts/%year%')
    expect(cacheControlFor(rules, '/posts/node.js')).toBeUndefined()
    expect(cacheControlFor(rules, '/article/a.png')).toBe(PUBLIC_FILE_CACHE_CONTROL)
    expect(cacheControlFor(publicFileHeaders(''), '/demo/a.png')).toBe(PUBLIC_FILE_CACHE_CONTROL)
  })
})
