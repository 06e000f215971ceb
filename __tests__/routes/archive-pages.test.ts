// @vitest-environment node
// The archive's pages on the demo workspace: a site of its size keeps one /archive with every
// post (nothing added to its pages' data), and with a small ARCHIVE_PAGE_SIZE it pages on like
// the other lists, its month links naming the page that holds the month.
import type { GetStaticPropsResult } from 'next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { archivePagedRoute, archiveRoute, homeRoute } from '@/lib/routes/next-routes'
import type { ThemePageProps } from '@/lib/routes/types'

type Result = GetStaticPropsResult<ThemePageProps>
const run = async (route: typeof archiveRoute, page?: string) =>
  (await route.getStaticProps({ params: page ? { variant: '_v', page } : { variant: '_v' } })) as Result
const props = <L extends 'LayoutArchive' | 'LayoutIndex'>(r: Result) => {
  if (!('props' in r)) throw new Error(`expected props, got ${JSON.stringify(r)}`)
  return r.props as ThemePageProps<L>
}

beforeAll(() => {
  delete process.env.NOTION_PAGE_ID
  resetSiteDataForTests()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  delete process.env.ARCHIVE_PAGE_SIZE
  resetSiteDataForTests()
})

describe('a site of the demo’s size', () => {
  it('has one /archive holding every month, and no /archive/page/N', async () => {
    const { site } = await getSiteData()
    const archive = props<'LayoutArchive'>(await run(archiveRoute))
    expect(archive.data.groups).toEqual(site.archive)
    expect(archive.data.pagination).toEqual({ page: 1, totalPages: 1, basePath: '/archive' })
    expect(archive.chrome).not.toHaveProperty('archiveOldestMonths')
    expect(await run(archivePagedRoute, '2')).toMatchObject({ notFound: true })
    expect((await archivePagedRoute.getStaticPaths()).paths).toEqual([])
  })
})

describe('with ARCHIVE_PAGE_SIZE=5', () => {
  it('pages on by whole months of at most 5 posts, in archive order; past the end is a 404', async () => {
    process.env.ARCHIVE_PAGE_SIZE = '5'
    resetSiteDataForTests()
    const { site } = await getSiteData()
    const first = props<'LayoutArchive'>(await run(archiveRoute))
    const total = first.data.pagination!.totalPages
    expect(total).toBeGreaterThan(2)
    const all = [first]
    for (let page = 2; page <= total; page++) all.push(props<'LayoutArchive'>(await run(archivePagedRoute, String(page))))
    expect(all.flatMap((p) => p.data.groups.flatMap((g) => g.posts.map((post) => post.id)))).toEqual(site.archive.flatMap((g) => g.posts.map((post) => post.id)))
    for (const p of all) expect(p.data.groups.reduce((n, g) => n + g.posts.length, 0)).toBeLessThanOrEqual(5)
    expect(await run(archivePagedRoute, String(total + 1))).toMatchObject({ notFound: true })
    expect(first.chrome.archiveOldestMonths).toEqual(all.map((p) => p.data.groups.at(-1)!.month))
  })

  it('hands every page the months list, so a post card on the home page links its month’s page', async () => {
    process.env.ARCHIVE_PAGE_SIZE = '5'
    resetSiteDataForTests()
    const home = props<'LayoutIndex'>(await run(homeRoute))
    expect(home.chrome.archiveOldestMonths!.length).toBeGreaterThan(2)
  })
})
