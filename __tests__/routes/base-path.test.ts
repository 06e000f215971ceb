// SUB_PATH: resolved from blog.config.ts and the environment for next.config.ts (basePath),
// and applied to what Next does not prefix itself.
import { describe, expect, it } from 'vitest'
import { imagesUnderBasePath, siteRoot, withBasePath } from '@/lib/routes/base-path'
import { resolveSubPath } from '@/lib/routes/sub-path-setting'
import { siteBaseUrl } from '@/lib/feeds/base-url'
import { siteSettings } from '@/conf/site'
import { flagsOf } from '@/lib/config/setting-flags'
import { z } from 'zod'

describe('resolveSubPath (read by next.config.ts at build time)', () => {
  it('defaults to the domain root; blog.config.ts sets it, the environment wins', () => {
    expect(resolveSubPath({})).toEqual({ subPath: '', problems: [] })
    expect(resolveSubPath({ file: { SUB_PATH: '/blog' } }).subPath).toBe('/blog')
    expect(resolveSubPath({ file: { SUB_PATH: '/blog' }, env: { SUB_PATH: '/notes' } }).subPath).toBe('/notes')
    expect(resolveSubPath({ file: { SUB_PATH: '/blog' }, env: { SUB_PATH: '' } }).subPath).toBe('')
  })

  it('reports and ignores a bad value', () => {
    const r = resolveSubPath({ file: { SUB_PATH: '/blog' }, env: { SUB_PATH: 'blog/' } })
    expect(r.subPath).toBe('/blog')
    expect(r.problems).toHaveLength(1)
    expect(r.problems[0]).toMatch(/SUB_PATH from env/)
  })

  it('is the SUB_PATH setting itself: environment or blog.config.ts only, described as build time', () => {
    const field = siteSettings.shape.SUB_PATH
    expect(flagsOf(field).envOnly).toBe(true)
    expect(z.globalRegistry.get(field)?.description).toMatch(/built/)
  })
})

describe('withBasePath', () => {
  it('puts site paths under the base path and leaves the rest alone', () => {
    expect(withBasePath('/rss/feed.xml', '/blog')).toBe('/blog/rss/feed.xml')
    expect(withBasePath('/', '/blog')).toBe('/blog')
    expect(withBasePath('/?theme=example', '/blog')).toBe('/blog?theme=example')
    expect(withBasePath('/api/posts?list=home', '/blog')).toBe('/blog/api/posts?list=home')
    for (const kept of ['https://x.test/a', '//cdn.test/a', 'mailto:a@b.c', '#top', 'relative']) {
      expect(withBasePath(kept, '/blog')).toBe(kept)
    }
    expect(withBasePath('/a', '')).toBe('/a')
  })
})

describe('absolute roots', () => {
  it('LINK plus the base path, once', () => {
    expect(siteRoot('https://x.test/', '/blog')).toBe('https://x.test/blog')
    expect(siteRoot('https://x.test/blog', '/blog')).toBe('https://x.test/blog')
    expect(siteRoot('', '/blog')).toBe('')
  })

  it('feeds, sitemap and robots start from LINK or the request host, then the base path', () => {
    expect(siteBaseUrl('https://x.test', {}, '/blog')).toBe('https://x.test/blog')
    expect(siteBaseUrl('', { host: 'localhost:3000' }, '/blog')).toBe('http://localhost:3000/blog')
    expect(siteBaseUrl('', { host: 'localhost:3000' }, '')).toBe('http://localhost:3000')
  })
})

describe('imagesUnderBasePath (page props)', () => {
  it('prefixes site-path images, not links, external images or Notion bodies', () => {
    const props = {
      info: { icon: '/demo/logo.svg', pageCover: 'https://notion.test/c.png', title: 'T' },
      favicon: '/favicon.ico',
      posts: [{ href: '/article/a', pageCover: '/demo/a.svg', pageCoverThumbnail: '/demo/a-s.svg', pageIcon: '🎉' }],
      body: { block: { icon: '/untouched.svg' } },
    }
    expect(imagesUnderBasePath(props, '/blog')).toEqual({
      info: { icon: '/blog/demo/logo.svg', pageCover: 'https://notion.test/c.png', title: 'T' },
      favicon: '/blog/favicon.ico',
      posts: [{ href: '/article/a', pageCover: '/blog/demo/a.svg', pageCoverThumbnail: '/blog/demo/a-s.svg', pageIcon: '🎉' }],
      body: { block: { icon: '/untouched.svg' } },
    })
    expect(imagesUnderBasePath(props, '')).toBe(props)
  })
})
