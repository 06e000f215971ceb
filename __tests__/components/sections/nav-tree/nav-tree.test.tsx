// The documentation tree: exclusive collapse, the current post's group open (else the newest's)
// and its link marked and scrolled into view, a badge on the newest post, closed groups rendering no items.
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NavTree } from '@/components/sections/nav-tree/NavTree'
import type { NavTreeItem } from '@/components/sections/nav-tree/tree-order'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const item = (id: string, category: string | null, publishDay = '2024-01-01'): NavTreeItem => ({
  title: `Post ${id}`,
  href: `/article/${id}`,
  category,
  publishDay,
  pageIcon: '',
})

const items = [
  item('a1', 'Guides'),
  item('b1', 'Notes', '2025-05-05'),
  item('a2', 'Guides'),
  item('b2', 'Notes'),
]
const toggle = (name: RegExp) => screen.getByRole('button', { name })

describe('NavTree', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => vi.restoreAllMocks())

  it("opens the newest post's group when no post is current; closed groups show their count, not their posts", () => {
    renderInSite(<NavTree items={items} currentHref={null} />)
    expect(toggle(/Notes/)).toHaveAttribute('aria-expanded', 'true')
    expect(toggle(/Guides/)).toHaveAttribute('aria-expanded', 'false')
    expect(toggle(/Guides/)).toHaveTextContent('2')
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Post b1New', 'Post b2'])
  })

  it("opens the current post's group, marks its link, and scrolls the tree (not the page) to it", () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollTop', 'set')
    renderInSite(<NavTree items={items} currentHref="/article/a2" />)
    expect(toggle(/Guides/)).toHaveAttribute('aria-expanded', 'true')
    expect(toggle(/Notes/)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Post a2')
    expect(scrolled).toHaveBeenCalled()
  })

  it('collapses exclusively: opening a group closes the open one; a second click closes it', () => {
    renderInSite(<NavTree items={items} currentHref={null} />)
    fireEvent.click(toggle(/Guides/))
    expect(toggle(/Guides/)).toHaveAttribute('aria-expanded', 'true')
    expect(toggle(/Notes/)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Post b1')).toBeNull()
    fireEvent.click(toggle(/Guides/))
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it('badges the newest post, and its group while closed', () => {
    renderInSite(<NavTree items={items} currentHref="/article/a1" />)
    expect(within(toggle(/Notes/)).getByText('New')).toBeInTheDocument()
    expect(within(toggle(/Guides/)).queryByText('New')).toBeNull()
    fireEvent.click(toggle(/Notes/))
    expect(
      within(screen.getByRole('link', { name: /Post b1/ })).getByText('New'),
    ).toBeInTheDocument()
    expect(within(screen.getByRole('link', { name: /Post b2/ })).queryByText('New')).toBeNull()
  })

  it('renders only the open group of a 1,000-post index', () => {
    const many = Array.from({ length: 1000 }, (_, i) => item(`p${i}`, `C${i % 20}`))
    renderInSite(<NavTree items={many} currentHref="/article/p5" />)
    expect(screen.getAllByRole('button')).toHaveLength(20)
    expect(screen.getAllByRole('link')).toHaveLength(50)
  })
})
