// The archive in pages: whole months where they fit, big months split, and the small list of
// oldest months that finds any month's page (for links the server builds and for the browser).
import { describe, expect, it } from 'vitest'
import { archiveMonthHref, archiveMonthPath, monthOfHash } from '@/components/post/archive-anchor'
import { archivePages, oldestMonths, pageOfMonth } from '@/lib/site/archive-pages'
import { shadowedPostProblems } from '@/lib/site/shadowed-posts'
import type { ArchiveEntry, ArchiveGroup } from '@/lib/site/types'

const entry = (month: string, n: number): ArchiveEntry => ({
  id: `${month}-${n}`,
  title: `${month} #${n}`,
  href: `/article/${month}-${n}`,
  external: false,
  publishDate: `${month}-01T00:00:00.000Z`,
  publishDay: `${month}-01`,
  pageIcon: '',
})
const group = (month: string, size: number): ArchiveGroup => ({ month, posts: Array.from({ length: size }, (_, n) => entry(month, n)) })
const shape = (pages: ArchiveGroup[][]) => pages.map((p) => p.map((g) => `${g.month}:${g.posts.length}`))

describe('archivePages', () => {
  it('keeps the whole archive on one page while it fits', () => {
    const groups = [group('2024-03', 3), group('2024-02', 5), group('2023-12', 1)]
    const pages = archivePages(groups, 9)
    expect(pages).toEqual([groups])
    expect(pages[0]![0]).toBe(groups[0])
  })

  it('fills pages with whole months, newest first', () => {
    const groups = [group('2024-03', 3), group('2024-02', 5), group('2024-01', 4), group('2023-12', 2)]
    expect(shape(archivePages(groups, 8))).toEqual([['2024-03:3', '2024-02:5'], ['2024-01:4', '2023-12:2']])
  })

  it('splits a month larger than a page over pages of its own; its rest may share a page', () => {
    const groups = [group('2024-03', 2), group('2024-02', 11), group('2024-01', 1)]
    const pages = archivePages(groups, 4)
    expect(shape(pages)).toEqual([['2024-03:2'], ['2024-02:4'], ['2024-02:4'], ['2024-02:3', '2024-01:1']])
    expect(pages.flat().flatMap((g) => g.posts)).toEqual(groups.flatMap((g) => g.posts))
  })

  it('has one empty page for an empty archive', () => {
    expect(archivePages([], 10)).toEqual([[]])
    expect(oldestMonths(archivePages([], 10))).toEqual([''])
  })
})

describe('month → page', () => {
  const groups = [group('2024-03', 2), group('2024-02', 11), group('2023-11', 1), group('2023-06', 3)]
  const oldest = oldestMonths(archivePages(groups, 4))

  it('is the oldest month of each page, a few bytes a page', () => {
    expect(oldest).toEqual(['2024-03', '2024-02', '2024-02', '2023-11', '2023-06'])
  })

  it('finds the first page holding a month, and the page around a month without posts', () => {
    expect(pageOfMonth('2024-03', oldest)).toBe(1)
    expect(pageOfMonth('2024-02', oldest)).toBe(2)
    expect(pageOfMonth('2023-11', oldest)).toBe(4)
    expect(pageOfMonth('2023-06', oldest)).toBe(5)
    expect(pageOfMonth('2025-01', oldest)).toBe(1)
    expect(pageOfMonth('2023-08', oldest)).toBe(5)
    expect(pageOfMonth('2020-01', oldest)).toBe(5)
    expect(pageOfMonth('2024-01', [])).toBe(1)
  })

  it('gives links the archive page of their month, /archive itself while there is one page', () => {
    expect(archiveMonthHref('2023-11-20', oldest)).toBe('/archive/page/4#2023-11')
    expect(archiveMonthHref('2024-03-02', oldest)).toBe('/archive#2024-03')
    expect(archiveMonthHref('2023-11-20')).toBe('/archive#2023-11')
    expect(archiveMonthHref('', oldest)).toBe('')
    expect(archiveMonthPath('2024-02', oldest)).toBe('/archive/page/2#2024-02')
  })

  it('reads a month from an address hash only when it is one', () => {
    expect(monthOfHash('#2019-03')).toBe('2019-03')
    for (const hash of ['', '#', '#top', '#2019-3', '#2019-03-01', '2019-03']) expect(monthOfHash(hash)).toBe('')
  })
})

it('a post whose URL is an archive page can never be opened: the owner is told', () => {
  const post = (href: string) => ({ title: href, href, external: false })
  const problems = shadowedPostProblems(['/archive/page/2', '/archive/page/x', '/archive/notes', '/archive/page/2/more'].map(post))
  expect(problems).toHaveLength(1)
  expect(problems[0]).toContain('/archive/page/2 can never be opened')
})
