import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pagination } from '@/components/navigation/Pagination'
import { pageSlots } from '@/components/navigation/pagination-slots'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const prev = () => screen.queryByRole('link', { name: /Previous page/ })
const next = () => screen.queryByRole('link', { name: /Next page/ })

/** [path, s] of a link's href. */
function target(link: HTMLElement | null): [string, string | null] {
  const url = new URL(link?.getAttribute('href') ?? '', 'http://site.test')
  return [url.pathname, url.searchParams.get('s')]
}

afterEach(() => {
  router.asPath = '/'
})

describe('Pagination', () => {
  it('has no previous link on page 1 and a next link to page 2', () => {
    renderWithSite(<Pagination pagination={{ page: 1, totalPages: 3, basePath: '/' }} />)
    expect(prev()).toBeNull()
    expect(next()).toHaveAttribute('href', '/page/2')
  })

  it('goes back from page 2 to the base path without a page suffix', () => {
    renderWithSite(<Pagination pagination={{ page: 2, totalPages: 3, basePath: '/category/Notion' }} />)
    expect(prev()).toHaveAttribute('href', '/category/Notion')
    expect(next()).toHaveAttribute('href', '/category/Notion/page/3')
  })

  it('shows next only while the page is below the total', () => {
    renderWithSite(<Pagination pagination={{ page: 3, totalPages: 3, basePath: '/tag/a' }} />)
    expect(prev()).toHaveAttribute('href', '/tag/a/page/2')
    expect(next()).toBeNull()
  })

  it('renders nothing for a single page', () => {
    const { container } = renderWithSite(<Pagination pagination={{ page: 1, totalPages: 1, basePath: '/' }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('keeps the s search text of the current address on every link', async () => {
    router.asPath = '/page/2?s=notion%20tips'
    await act(async () => {
      renderWithSite(<Pagination pagination={{ page: 2, totalPages: 4, basePath: '/' }} />)
    })
    expect(target(prev())).toEqual(['/', 'notion tips'])
    expect(target(next())).toEqual(['/page/3', 'notion tips'])
    expect(target(screen.getByRole('link', { name: 'Page 4' }))).toEqual(['/page/4', 'notion tips'])
  })

  it('keeps the visitor’s theme and language prefix', () => {
    renderWithSite(<Pagination pagination={{ page: 1, totalPages: 2, basePath: '/' }} />, {
      variant: { prefix: '/ja', keep: 'theme=next' },
    })
    expect(next()).toHaveAttribute('href', '/ja/page/2?theme=next')
  })

  it('marks the current page and links the others', () => {
    renderWithSite(<Pagination pagination={{ page: 2, totalPages: 3, basePath: '/archive' }} />)
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/archive')
  })

  it('can show only previous/next with a page count', () => {
    renderWithSite(<Pagination numbered={false} pagination={{ page: 2, totalPages: 5, basePath: '/' }} />)
    expect(screen.queryByRole('link', { name: 'Page 1' })).toBeNull()
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument()
  })
})

describe('pageSlots', () => {
  it('lists every page when there are few', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageSlots(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pageSlots(1, 12)).toEqual([1, 2, 'gap', 12])
    expect(pageSlots(12, 12)).toEqual([1, 'gap', 11, 12])
    expect(pageSlots(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12])
  })
})
