// @vitest-environment node
// Feeds, the sitemap, robots.txt and the search index reach their API routes through the proxy,
// and next.config has no rewrites: any rewrite there makes Next render every page twice.
import { describe, expect, it } from 'vitest'
import nextConfig from '@/next.config'
import { siteFileRoute } from '@/lib/routes/site-files'

describe('site files', () => {
  it('map each public name to its API, with the language prefix as ?site=', () => {
    expect(siteFileRoute('/rss/feed.xml')).toEqual({ pathname: '/api/feeds/rss' })
    expect(siteFileRoute('/rss/atom.xml')).toEqual({ pathname: '/api/feeds/atom' })
    expect(siteFileRoute('/rss/feed.json')).toEqual({ pathname: '/api/feeds/json' })
    expect(siteFileRoute('/zh-TW/rss/feed.json')).toEqual({ pathname: '/api/feeds/json', site: 'zh-TW' })
    expect(siteFileRoute('/sitemap.xml')).toEqual({ pathname: '/api/sitemap' })
    // The files the sitemap index names, at the root beside it, for every site.
    expect(siteFileRoute('/sitemap-posts.xml')).toEqual({ pathname: '/api/sitemap/sitemap-posts.xml' })
    expect(siteFileRoute('/sitemap-zh-TW-posts-2.xml')).toEqual({ pathname: '/api/sitemap/sitemap-zh-TW-posts-2.xml' })
    expect(siteFileRoute('/robots.txt')).toEqual({ pathname: '/api/robots' })
    expect(siteFileRoute('/search-index-en.json')).toEqual({ pathname: '/api/search-index', site: 'en' })
  })

  it('leave other paths alone', () => {
    for (const path of ['/rss', '/rss/feed.xml/x', '/english/rss/feed.xml', '/a/b/rss/feed.xml', '/en/sitemap.xml', '/en/sitemap-posts.xml', '/sitemap-.xml', '/sitemap-a/b.xml', '/robots.txt.bak', '/search-index-x.json'])
      expect(siteFileRoute(path), path).toBeNull()
  })

  it("give way to the owner's own file in public/, except the search index", () => {
    const owns = () => true
    expect(siteFileRoute('/robots.txt', owns)).toBeNull()
    expect(siteFileRoute('/rss/feed.xml', owns)).toBeNull()
    expect(siteFileRoute('/sitemap-posts.xml', owns)).toBeNull()
    expect(siteFileRoute('/search-index.json', owns)).toEqual({ pathname: '/api/search-index' })
  })

  it('are not next.config rewrites (which would make the router render each page twice)', async () => {
    expect(nextConfig.rewrites).toBeUndefined()
  })
})
