// @vitest-environment node
// The route layer on the bundled demo workspace: statuses, titles and what props carry.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { GetStaticProps, GetStaticPropsResult } from 'next'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import {
  archiveRoute, articleRoute, categoryListRoute, homePagedRoute, homeRoute, notFoundPage, searchResultsRoute, searchRoute, tagListRoute,
} from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'
import { demoLockedPost, lockedBodyPhrases } from '../lock/helpers'

type Result = GetStaticPropsResult<ThemePageProps>
type Route = { getStaticProps: GetStaticProps<ThemePageProps> }
const run = async (route: Route, params: Record<string, string | string[]>) =>
  (await route.getStaticProps({ params: { variant: '_v', ...params } })) as Result
const props = (r: Result) => {
  if (!('props' in r)) throw new Error(`expected props, got ${JSON.stringify(r)}`)
  return r.props
}

beforeAll(() => {
  delete process.env.NOTION_PAGE_ID
  resetSiteDataForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('search results', () => {
  it('are rendered per request (no ISR file per keyword) with a short shared-cache lifetime', async () => {
    const headers = new Map<string, string>()
    const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) }
    const r = await searchResultsRoute.getServerSideProps({ params: { variant: '_v', keyword: 'notion' }, res } as never)
    expect('props' in r && (r.props as ThemePageProps).layout).toBe('LayoutSearch')
    expect(r).not.toHaveProperty('revalidate')
    expect(headers.get('cache-control')).toMatch(/s-maxage=60\b/)
    const junk = await searchResultsRoute.getServerSideProps({ params: { variant: '~bad~', keyword: 'x' }, res } as never)
    expect(junk).toEqual({ notFound: true })
  })
})

describe('lists', () => {
  it('home: first 12 posts, titled "site | description", revalidated every 60 s', async () => {
    const r = await run(homeRoute, {})
    const p = props(r)
    expect(p.layout).toBe('LayoutIndex')
    expect(p.title).toBe(`Folio Demo | ${p.chrome.info.description}`)
    const data = p.data as ThemePageProps<'LayoutIndex'>['data']
    expect(data.posts).toHaveLength(12)
    expect(data.pagination).toEqual({ page: 1, totalPages: 3, basePath: '/' })
    expect('revalidate' in r && r.revalidate).toBe(60)
  })

  it('paged home: N | Page | site; beyond the last page, 0, junk: 404; /page/1 redirects', async () => {
    expect(props(await run(homePagedRoute, { page: '3' })).title).toMatch(/^3 \| \S+ \| Folio Demo$/)
    for (const page of ['4', '0', '-1', 'abc', '02']) expect(await run(homePagedRoute, { page })).toMatchObject({ notFound: true })
    expect(await run(homePagedRoute, { page: '1' })).toMatchObject({ redirect: { destination: '/' } })
  })

  it('category and tag lists 404 for unknown names and pages', async () => {
    const p = props(await run(categoryListRoute, { category: 'Engineering' }))
    expect(p.layout).toBe('LayoutPostList')
    expect(p.title.startsWith('Engineering | ')).toBe(true)
    expect((p.data as ThemePageProps<'LayoutPostList'>['data']).filter).toEqual({ kind: 'category', name: 'Engineering' })
    expect(await run(categoryListRoute, { category: 'Nope' })).toMatchObject({ notFound: true })
    expect(await run(categoryListRoute, { category: 'Engineering', page: '2' })).toMatchObject({ notFound: true })
    expect(props(await run(tagListRoute, { tag: 'Notion' })).layout).toBe('LayoutPostList')
    expect(await run(tagListRoute, { tag: 'Unused' })).toMatchObject({ notFound: true })
  })

  it('category and tag lists page on: page 2 and 3 render, page 4 is a 404 (3 posts a page)', async () => {
    process.env.POSTS_PER_PAGE = '3'
    resetSiteDataForTests()
    try {
      const second = props(await run(categoryListRoute, { category: 'Engineering', page: '2' }))
      const data = second.data as ThemePageProps<'LayoutPostList'>['data']
      expect(data.posts).toHaveLength(3)
      expect(data.pagination).toMatchObject({ page: 2, totalPages: 3, basePath: '/category/Engineering' })
      expect(second.title).toMatch(/^Engineering \| /)
      expect(props(await run(categoryListRoute, { category: 'Engineering', page: '3' })).layout).toBe('LayoutPostList')
      expect(await run(categoryListRoute, { category: 'Engineering', page: '4' })).toMatchObject({ notFound: true })
      expect(props(await run(tagListRoute, { tag: 'Notion', page: '2' })).layout).toBe('LayoutPostList')
    } finally {
      delete process.env.POSTS_PER_PAGE
      resetSiteDataForTests()
    }
  })

  it('the archive carries a date and a linked title per post, nothing more', async () => {
    const data = props(await run(archiveRoute, {})).data as ThemePageProps<'LayoutArchive'>['data']
    const entries = data.groups.flatMap((g) => g.posts)
    expect(entries.length).toBeGreaterThan(20)
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['external', 'href', 'id', 'pageIcon', 'publishDate', 'publishDay', 'title'])
    }
  })

  it('search matches title, summary and tags case-insensitively and lists taxonomies without a keyword', async () => {
    const hits = props(await run(searchResultsRoute, { keyword: 'NOTION' })).data as ThemePageProps<'LayoutSearch'>['data']
    expect(hits.posts.length).toBeGreaterThan(3)
    expect(hits.keyword).toBe('NOTION')
    const empty = props(await run(searchRoute, {})).data as ThemePageProps<'LayoutSearch'>['data']
    expect(empty.posts).toEqual([])
    expect(empty.categories.length).toBe(5)
    expect(empty.tags.length).toBeGreaterThan(10)
    // Results pages show no taxonomy lists, so they do not ship them.
    expect(hits).toMatchObject({ categories: [], tags: [] })
  })

  it('archive groups by month and carries no bodies', async () => {
    const p = props(await run(archiveRoute, {}))
    expect(p.title.endsWith(' | Folio Demo')).toBe(true)
    // Only the announcement (site chrome) carries blocks; the archive data never does.
    expect(JSON.stringify(p.data)).not.toContain('"block"')
  })
})

describe('articles', () => {
  it('renders a post by its URL with its body and neighbours', async () => {
    const p = props(await run(articleRoute, { slug: ['article', 'block-tour'] })) as ThemePageProps<'LayoutSlug'>
    expect(p.title).toBe('A tour of every block | Folio Demo')
    expect(p.data.body).not.toBeNull()
    expect(p.data.post.toc.length).toBeGreaterThanOrEqual(6)
    expect(p.data.post.wordCount).toBeGreaterThan(100)
    expect(p.data.prev ?? p.data.next).not.toBeNull()
    expect(p.seo.type).toBe('article')
  })

  it('serves pages without neighbours, Invisible posts by URL, and 404s drafts, scheduled and unknown URLs', async () => {
    const about = props(await run(articleRoute, { slug: ['about'] })) as ThemePageProps<'LayoutSlug'>
    expect(about.data.post.type).toBe('Page')
    expect(about.data).toMatchObject({ prev: null, next: null })
    for (const slug of [['article', 'nope'], ['nope'], ['article']]) {
      expect(await run(articleRoute, { slug })).toMatchObject({ notFound: true })
    }
  })

  it('redirects a visible row’s raw id to its URL and 404s ids of other pages', async () => {
    const about = props(await run(articleRoute, { slug: ['about'] })) as ThemePageProps<'LayoutSlug'>
    expect(await run(articleRoute, { slug: [about.data.post.id] })).toMatchObject({ redirect: { destination: '/about' } })
    expect(await run(articleRoute, { slug: ['0'.repeat(32)] })).toMatchObject({ notFound: true })
  })

  it('a locked post carries neither body nor TOC nor any of its words, on any page', async () => {
    const { post } = await demoLockedPost()
    const phrases = await lockedBodyPhrases(post)
    // The demo post has a heading and several sentences: a leak of any one of them must fail.
    expect(phrases).toEqual(expect.arrayContaining(['promises to the marigold tidewater', 'saffron lighthouse'].map((w) => expect.stringContaining(w))))
    expect(phrases.length).toBeGreaterThanOrEqual(5)
    const slug = post.href.split('/').filter(Boolean)
    const pages: Array<[string, Route, Record<string, string | string[]>]> = [
      ['the locked article', articleRoute, { slug }],
      ['home', homeRoute, {}],
      ['/page/2', homePagedRoute, { page: '2' }],
      ['/page/3', homePagedRoute, { page: '3' }],
      ['archive', archiveRoute, {}],
      ['/search', searchRoute, {}],
      ['/search/a', searchResultsRoute, { keyword: 'a' }],
      ['/search/saffron', searchResultsRoute, { keyword: 'saffron' }],
      ['its category', categoryListRoute, { category: post.category ?? 'Life' }],
      ...post.tags.map((tag): [string, Route, Record<string, string>] => [`tag ${tag}`, tagListRoute, { tag }]),
    ]
    for (const [name, route, params] of pages) {
      const text = JSON.stringify(props(await run(route, params))).toLowerCase()
      for (const phrase of phrases) expect(text.includes(phrase), `${name} leaks “${phrase}”`).toBe(false)
      expect(text, name).not.toMatch(/quietmoss|draftwhale|futurefern/)
    }
    const article = props(await run(articleRoute, { slug })) as ThemePageProps<'LayoutSlug'>
    expect(article.data.body).toBeNull()
    expect(article.data.post.toc).toEqual([])
  })

  it('the 404 page is titled "site | Page Not Found" in the site language', async () => {
    const r = (await notFoundPage({} as never)) as Result
    expect(props(r).layout).toBe('Layout404')
    expect(props(r).title.startsWith('Folio Demo | ')).toBe(true)
  })

  it('rejects malformed variant segments with a 404', async () => {
    expect(await homeRoute.getStaticProps({ params: { variant: 'junk' } })).toMatchObject({ notFound: true })
  })
})
