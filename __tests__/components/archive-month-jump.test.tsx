// An archive page: the kit's pager under the months when there is more than one page, date
// links naming the page of their month, and a bare /archive#yyyy-MM whose month is on another
// page sent there (the hash never reaches the server).
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ArchiveGroups } from '@/components/post/ArchiveGroups'
import { PostMetaLine } from '@/components/post/PostMetaLine'
import type { ArchiveEntry, PostSummary } from '@/lib/site/types'
import { renderInSite } from '../fixtures/site-context'
import { resetRouter, routerStub } from '../fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const line = (month: string): ArchiveEntry => ({
  id: month,
  title: `Post of ${month}`,
  href: `/article/${month}`,
  external: false,
  publishDate: `${month}-10T08:00:00.000Z`,
  publishDay: `${month}-10`,
  pageIcon: '',
})
/** Three archive pages: 2024-03 and 2024-02; then down to 2023-11; then down to 2019-03. */
const OLDEST = ['2024-02', '2023-11', '2019-03']
const page1 = [
  { month: '2024-03', posts: [line('2024-03')] },
  { month: '2024-02', posts: [line('2024-02')] },
]
const pagination = (page: number) => ({ page, totalPages: 3, basePath: '/archive' })

function renderArchive(page: number, hash: string, keep = '') {
  window.history.replaceState(null, '', `/archive${hash}`)
  resetRouter(`/archive${hash}`)
  return renderInSite(<ArchiveGroups groups={page1} pagination={pagination(page)} />, {
    chrome: { archiveOldestMonths: OLDEST },
    variant: { keep },
  })
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe('the archive pager', () => {
  it('is the kit pager: page 2 goes back to /archive and on to /archive/page/3', () => {
    renderArchive(2, '')
    const nav = screen.getByRole('navigation')
    expect(within(nav).getByRole('link', { name: /previous/i })).toHaveAttribute('href', '/archive')
    expect(within(nav).getByRole('link', { name: /next/i })).toHaveAttribute('href', '/archive/page/3')
  })

  it('is not there while the archive is one page (the markup stays as it was)', () => {
    const one = renderInSite(<ArchiveGroups groups={page1} pagination={{ page: 1, totalPages: 1, basePath: '/archive' }} />)
    const bare = renderInSite(<ArchiveGroups groups={page1} />)
    expect(screen.queryAllByRole('navigation')).toEqual([])
    expect(one.container.innerHTML).toBe(bare.container.innerHTML)
  })
})

describe('a month link', () => {
  const post = { ...line('2023-11'), type: 'Post', category: '', tagItems: [], comment: '' } as unknown as PostSummary

  it('names the archive page holding its month', () => {
    renderInSite(<PostMetaLine post={post} showCategory={false} showTags={false} />, { chrome: { archiveOldestMonths: OLDEST } })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/archive/page/2#2023-11')
  })

  it('is /archive#yyyy-MM while the archive is one page', () => {
    renderInSite(<PostMetaLine post={post} showCategory={false} showTags={false} />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/archive#2023-11')
  })
})

describe('a bare /archive#yyyy-MM', () => {
  it('whose month is on another page replaces the address with that page, keeping the switches', () => {
    const replace = vi.spyOn(routerStub, 'replace')
    renderArchive(1, '#2019-03', 'theme=hexo')
    expect(replace).toHaveBeenCalledWith('/archive/page/3?theme=hexo#2019-03')
  })

  it('stays when the month is on this page, or the hash is no month', () => {
    const replace = vi.spyOn(routerStub, 'replace')
    renderArchive(1, '#2024-02')
    cleanup()
    renderArchive(1, '#comments')
    expect(replace).not.toHaveBeenCalled()
  })

  it('is followed when the hash changes on the page (a link clicked there, an edited address)', () => {
    const replace = vi.spyOn(routerStub, 'replace')
    renderArchive(1, '')
    act(() => {
      window.history.replaceState(null, '', '/archive#2023-11')
      routerStub.events.emit('hashChangeComplete', '/archive#2023-11')
    })
    expect(replace).toHaveBeenLastCalledWith('/archive/page/2#2023-11')
    act(() => {
      window.history.replaceState(null, '', '/archive#2019-03')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(replace).toHaveBeenLastCalledWith('/archive/page/3#2019-03')
  })
})
