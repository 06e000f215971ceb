// @vitest-environment node
// The archive at 10,000 posts (a generated workspace): every page's data stays small, the pages
// together list every visible post exactly once, the months' page list finds each month's page,
// and anything but a real page is a 404.
import type { GetStaticPropsResult } from 'next'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { archiveMonthHref } from '@/components/post/archive-anchor'
import { getSiteData } from '@/lib/data/site-data'
import { archivePagedRoute, archiveRoute } from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'
import { pageOfMonth } from '@/lib/site/archive-pages'
import { useSyntheticSite, type SyntheticSite } from '../fixtures/synthetic-site'

type Archive = ThemePageProps<'LayoutArchive'>
/** The issue's goal for one archive page's data at 10,000 posts. */
const PAGE_DATA_LIMIT = 60 * 1024

let site: SyntheticSite
const pages: Archive[] = []

async function archivePage(page: number): Promise<GetStaticPropsResult<Archive>> {
  const route = page === 1 ? archiveRoute : archivePagedRoute
  const params = page === 1 ? { variant: '_v' } : { variant: '_v', page: String(page) }
  return (await route.getStaticProps({ params })) as GetStaticPropsResult<Archive>
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  site = await useSyntheticSite(10_000)
  const first = await archivePage(1)
  if (!('props' in first)) throw new Error('no /archive')
  pages.push(first.props)
  for (let page = 2; page <= first.props.data.pagination!.totalPages; page++) {
    const result = await archivePage(page)
    if (!('props' in result)) throw new Error(`no /archive/page/${page}`)
    pages.push(result.props)
  }
}, 180_000)

afterAll(() => site.restore())

describe('the archive of 10,000 posts', () => {
  it('is paged, each page under 60 kB of page data and at most ARCHIVE_PAGE_SIZE (200) lines', () => {
    expect(pages.length).toBeGreaterThan(10)
    for (const props of pages) {
      const bytes = Buffer.byteLength(JSON.stringify({ pageProps: props }))
      expect(bytes, `/archive page ${props.data.pagination!.page}`).toBeLessThan(PAGE_DATA_LIMIT)
      expect(props.data.groups.reduce((n, g) => n + g.posts.length, 0)).toBeLessThanOrEqual(200)
    }
  })

  it('lists every visible post exactly once across its pages, newest first', async () => {
    const { site: model } = await getSiteData()
    const listed = pages.flatMap((p) => p.data.groups.flatMap((g) => g.posts.map((post) => post.id)))
    expect(listed).toHaveLength(model.posts.length)
    expect(new Set(listed)).toEqual(new Set(model.posts.map((p) => p.id)))
    const days = pages.flatMap((p) => p.data.groups.flatMap((g) => g.posts.map((post) => post.publishDate)))
    expect(days).toEqual([...days].sort().reverse())
  })

  it('carries the months each page ends with (not the posts), enough to find any month', () => {
    const oldest = pages[0]!.chrome.archiveOldestMonths!
    expect(oldest).toHaveLength(pages.length)
    expect(JSON.stringify(oldest).length).toBeLessThan(2048)
    pages.forEach((props, index) => {
      for (const { month } of props.data.groups) {
        const first = pages.findIndex((p) => p.data.groups.some((g) => g.month === month)) + 1
        expect(pageOfMonth(month, oldest), month).toBe(first)
        if (first === index + 1) expect(archiveMonthHref(`${month}-15`, oldest)).toBe(`${first === 1 ? '/archive' : `/archive/page/${first}`}#${month}`)
      }
    })
  })

  it('answers a 404 past the last page and for malformed numbers; /archive/page/1 is /archive', async () => {
    const last = pages.length
    expect(await archivePage(last + 1)).toMatchObject({ notFound: true })
    for (const page of ['0', '-1', '02', 'abc', '2.5', '9999999'])
      expect(await archivePagedRoute.getStaticProps({ params: { variant: '_v', page } })).toMatchObject({ notFound: true })
    expect(await archivePagedRoute.getStaticProps({ params: { variant: '_v', page: '1' } })).toMatchObject({
      redirect: { destination: '/archive' },
    })
    expect(await archivePage(last)).toMatchObject({ revalidate: 60 })
  })

  it('pre-renders only the first few pages; the others render on first visit', async () => {
    const paths = await archivePagedRoute.getStaticPaths()
    expect(paths.fallback).toBe('blocking')
    expect(paths.paths.map((p) => (p as { params: Record<string, string> }).params.page)).toEqual(['2', '3', '4', '5'])
  })

  it('titles and canonical URLs name the page', () => {
    expect(pages[0]!.title).toMatch(/^\S+ \| /)
    expect(pages[2]!.title).toMatch(/^3 \| \S+ \| \S+ \| /)
    expect(pages[2]!.seo.canonical).toMatch(/\/archive\/page\/3$/)
  })
})
