// @vitest-environment node
// SEO data of pages: absolute URLs on LINK (the demo's Config row sets https://example.com),
// what happens without LINK, and Invisible posts kept out of search engines.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { GetStaticPropsResult } from 'next'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import {
  archiveRoute, articleRoute, categoryIndexRoute, homePagedRoute, homeRoute, searchResultsRoute, tagListRoute,
} from '@/lib/routes/next-routes'
import { absoluteImage, CARD_SIZE, finishSeo, pageUrl, socialImage } from '@/lib/routes/seo'
import type { SeoMeta, ThemePageProps } from '@/lib/routes/types'

type Result = GetStaticPropsResult<ThemePageProps>
const article = async (slug: string[]) => {
  const r = (await articleRoute.getStaticProps({ params: { variant: '_v', slug } })) as Result
  if (!('props' in r)) throw new Error(`expected props for ${slug.join('/')}`)
  return r.props as ThemePageProps<'LayoutSlug'>
}
const URL_KEYS = /"(?:url|image|logo)":"([^"]*)"/g

beforeAll(() => {
  delete process.env.NOTION_PAGE_ID
  resetSiteDataForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('page SEO on the demo (LINK = https://example.com)', () => {
  it('an article: canonical, og:image and every JSON-LD URL are absolute', async () => {
    const p = await article(['article', 'block-tour'])
    expect(p.seo.canonical).toBe('https://example.com/article/block-tour')
    // The demo's covers are SVG, which social sites cannot show: the post's own card instead.
    expect(p.seo.image).toMatch(/^https:\/\/example\.com\/api\/og\/post\/article\/block-tour\.png\?v=[0-9a-f]{10}$/)
    expect(p.seo.imageSize).toEqual({ width: 1200, height: 630 })
    expect(p.seo.noindex).toBeUndefined()
    const urls = [...JSON.stringify(p.seo.jsonLd).matchAll(URL_KEYS)].map((m) => m[1]!)
    expect(urls.length).toBeGreaterThanOrEqual(2)
    for (const url of urls) expect(url).toMatch(/^https:\/\/example\.com\//)
  })

  it('the home page: WebSite JSON-LD and its image (the site card: the cover is SVG) absolute', async () => {
    const r = (await homeRoute.getStaticProps({ params: { variant: '_v' } })) as Result
    if (!('props' in r)) throw new Error('expected props')
    expect(r.props.seo.canonical).toBe('https://example.com/')
    expect(r.props.seo.jsonLd).toMatchObject({ '@type': 'WebSite', url: 'https://example.com/' })
    expect(r.props.seo.image).toMatch(/^https:\/\/example\.com\/api\/og\/site\.png\?v=[0-9a-f]{10}$/)
  })

  it('a Post is a BlogPosting (og:type article), a Page row a WebPage (og:type website)', async () => {
    const post = await article(['article', 'block-tour'])
    expect(post.seo).toMatchObject({ type: 'article', jsonLd: { '@type': 'BlogPosting' } })
    const about = await article(['about'])
    expect(about.data.post.type).toBe('Page')
    expect(about.seo).toMatchObject({ type: 'website', jsonLd: { '@type': 'WebPage', url: 'https://example.com/about', name: 'About' } })
    expect(about.seo.publishedTime).toBeUndefined()
  })

  it('only the home page is a WebSite: lists are CollectionPages of it, paged home included', async () => {
    const lists: [string, unknown][] = [
      ['/page/2', homePagedRoute.getStaticProps({ params: { variant: '_v', page: '2' } })],
      ['/archive', archiveRoute.getStaticProps({ params: { variant: '_v' } })],
      ['/category', categoryIndexRoute.getStaticProps({ params: { variant: '_v' } })],
      ['/tag/Notion', tagListRoute.getStaticProps({ params: { variant: '_v', tag: 'Notion' } })],
      ['/search/notion', searchResultsRoute.getStaticProps({ params: { variant: '_v', keyword: 'notion' } })],
    ]
    for (const [path, pending] of lists) {
      const r = (await pending) as Result
      if (!('props' in r)) throw new Error(`expected props for ${path}`)
      expect(r.props.seo.jsonLd, path).toEqual({
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        url: `https://example.com${path}`,
        isPartOf: { '@type': 'WebSite', name: 'Folio Demo', url: 'https://example.com/' },
      })
    }
  })

  it('an Invisible post is served with noindex and no canonical URL', async () => {
    const p = await article(['article', 'design-review-notes'])
    expect(p.data.post.status).toBe('Invisible')
    expect(p.seo.noindex).toBe(true)
    expect(p.seo.canonical).toBe('')
    const published = await article(['article', 'block-tour'])
    expect(published.seo.noindex).toBeUndefined()
    // Its own card would be a 404 (the card route answers for reachable, listed pages only).
    expect(p.seo.image).toMatch(/\/api\/og\/site\.png\?v=/)
  })

  it('search results pages (any text a visitor types) are noindex; the search page itself is not', async () => {
    const results = (await searchResultsRoute.getStaticProps({ params: { variant: '_v', keyword: 'notion' } })) as Result
    if (!('props' in results)) throw new Error('expected props')
    expect(results.props.seo.noindex).toBe(true)
    const { searchRoute } = await import('@/lib/routes/next-routes')
    const page = (await searchRoute.getStaticProps({ params: { variant: '_v' } })) as Result
    if (!('props' in page)) throw new Error('expected props')
    expect(page.props.seo.noindex).toBeUndefined()
  })
})

describe('URLs without LINK, and under SUB_PATH', () => {
  const seo: SeoMeta = {
    description: 'd',
    canonical: '/article/x',
    image: '/demo/images/a.svg',
    type: 'article',
    keywords: '',
    jsonLd: { '@type': 'BlogPosting', url: '/article/x', image: '/demo/images/a.svg', author: { logo: '/l.png' } },
  }
  const data = { post: { status: 'Published' } } as unknown as ThemePageProps<'LayoutSlug'>['data']

  it('without LINK, links stay site-relative and site images are left out (no absolute base)', () => {
    const out = finishSeo(seo, { layout: 'LayoutSlug', data, link: '' })
    expect(out.image).toBe('')
    expect(out.jsonLd).toEqual({ '@type': 'BlogPosting', url: '/article/x', author: {} })
    expect(pageUrl('', '', '/article/x', '')).toBe('/article/x')
    expect(pageUrl('', '/en', '/', '')).toBe('/en')
    // Images already absolute (Notion's) are kept.
    expect(absoluteImage('https://notion.test/i.png', '', '')).toBe('https://notion.test/i.png')
  })

  it('with LINK, images and JSON-LD URLs get the site root', () => {
    const out = finishSeo(seo, { layout: 'LayoutSlug', data, link: 'https://x.test/', basePath: '' })
    expect(out.image).toBe('https://x.test/demo/images/a.svg')
    expect(out.jsonLd).toMatchObject({ image: 'https://x.test/demo/images/a.svg', author: { logo: 'https://x.test/l.png' } })
  })

  it('a card\'s size goes with its image, and is left out with the image when there is no LINK', () => {
    const card = { ...seo, image: '/api/og/site.png?v=0123456789', imageSize: CARD_SIZE }
    expect(finishSeo(card, { layout: 'LayoutSlug', data, link: 'https://x.test', basePath: '' })).toMatchObject({
      image: 'https://x.test/api/og/site.png?v=0123456789', imageSize: CARD_SIZE,
    })
    expect(finishSeo(card, { layout: 'LayoutSlug', data, link: '' }).imageSize).toBeUndefined()
  })

  it('SUB_PATH sits between LINK and every path; a language prefix only before pages', () => {
    expect(pageUrl('https://x.test', '', '/', '/blog')).toBe('https://x.test/blog')
    expect(pageUrl('https://x.test', '/en', '/archive', '/blog')).toBe('https://x.test/blog/en/archive')
    expect(pageUrl('https://x.test/blog', '', '/a', '/blog')).toBe('https://x.test/blog/a')
    expect(pageUrl('', '', '/a', '/blog')).toBe('/blog/a')
    expect(pageUrl('', '', '/', '/blog')).toBe('/blog')
    expect(pageUrl('https://x.test', '', '/', '')).toBe('https://x.test/')
    expect(absoluteImage('/demo/a.svg', 'https://x.test', '/blog')).toBe('https://x.test/blog/demo/a.svg')
  })
})

describe('socialImage: a cover social sites can show, else the card', () => {
  const card = '/api/og/post/article/x.png?v=0123456789'
  it('a raster cover is the image, with no size claimed', () => {
    expect(socialImage('https://files.test/a/cover.jpg?x=1', card)).toEqual({ image: 'https://files.test/a/cover.jpg?x=1' })
  })
  it("a cover of the site's own files is resized to the card's width (not in a static export)", () => {
    const file = '/api/file/block/0123456789abcdef0123456789abcdef/cover/0123456789'
    const resized = `/_next/image?url=${encodeURIComponent(file)}&w=1200&q=75`
    expect(socialImage(file, card, { basePath: '', staticExport: false })).toEqual({ image: resized })
    expect(socialImage(file, card, { basePath: '', staticExport: true })).toEqual({ image: file })
    // Under SUB_PATH the optimiser's url names the file with it; the root goes in front later.
    const under = socialImage(file, card, { basePath: '/blog', staticExport: false }).image
    expect(under).toBe(`/_next/image?url=${encodeURIComponent(`/blog${file}`)}&w=1200&q=75`)
    expect(absoluteImage(under, 'https://x.test', '/blog')).toBe(`https://x.test/blog${under}`)
  })
  it('no cover, or an SVG one (no social site draws SVG), gives the 1200×630 card', () => {
    expect(socialImage('', card)).toEqual({ image: card, imageSize: { width: 1200, height: 630 } })
    expect(socialImage('/demo/images/cover.SVG?v=2', card)).toEqual({ image: card, imageSize: CARD_SIZE })
  })
})
