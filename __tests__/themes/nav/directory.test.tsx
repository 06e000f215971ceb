// nav's own behaviour: the home page is a directory of every post (the lean post index) as link
// cards grouped by category under anchored headings; a post that links elsewhere opens its
// address in a new tab; the top bar's box narrows the cards as the visitor types; the left menu
// jumps to the groups.
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutDataMap, PostIndexEntry } from '@/lib/routes/types'
import nav from '@/themes/nav'
import { config } from '@/themes/nav/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { onePage } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const entry = (id: string, title: string, category: string | null, href = `/article/${id}`, external = false): PostIndexEntry => ({
  title,
  href,
  external,
  category,
  publishDay: '2024-01-01',
  pageIcon: '',
})

const postIndex = [
  entry('a', 'Gardening notes', 'Life'),
  entry('b', 'Rust for scripts', 'Code'),
  entry('c', 'The Rust book', 'Code', 'https://doc.rust-lang.org/book/', true),
  entry('d', 'Loose thoughts', null),
]
const categories = [
  { name: 'Code', color: 'default' as const, count: 2 },
  { name: 'Life', color: 'default' as const, count: 1 },
]

const renderPage = themePageRenderer(nav, config, { postIndex, categories })

const home = { posts: [], pagination: onePage, home: null } as unknown as LayoutDataMap['LayoutIndex']
const directory = () => screen.getByRole('main')
const cardTitles = () => [...directory().querySelectorAll('[data-nav-title]')].map((t) => t.textContent)

describe('nav', () => {
  beforeEach(() => resetRouter('/'))

  it('shows every post as a card, grouped by category in the site order, under anchored headings', () => {
    renderPage('LayoutIndex', home)
    const headings = within(directory()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['#Code', '#Life', '#Uncategorized'])
    expect(document.getElementById('group-Code')?.textContent).toContain('Rust for scripts')
    expect(document.getElementById('group-Life')?.textContent).toContain('Gardening notes')
    expect(cardTitles()).toHaveLength(4)
  })

  it('opens a post that links elsewhere in a new tab, without an opener', () => {
    renderPage('LayoutIndex', home)
    const link = within(directory()).getByRole('link', { name: /The Rust book/ })
    expect(link.getAttribute('href')).toBe('https://doc.rust-lang.org/book/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(directory()).getByRole('link', { name: /Rust for scripts/ }).getAttribute('target')).toBeNull()
  })

  it('narrows the cards as the visitor types, and says so when nothing matches', () => {
    renderPage('LayoutIndex', home)
    const box = screen.getByRole('searchbox')
    fireEvent.change(box, { target: { value: 'rust' } })
    expect(cardTitles()).toEqual(['Rust for scripts', 'The Rust book'])
    fireEvent.change(box, { target: { value: 'life' } })
    expect(cardTitles()).toEqual(['Gardening notes'])
    fireEvent.change(box, { target: { value: 'nothing-like-this' } })
    expect(cardTitles()).toEqual([])
    expect(screen.getByRole('status').textContent).toContain('No results found.')
  })

  it('lists the categories in the left menu, each jumping to its group; NAV_MENU_CATEGORIES hides them', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    const menu = screen.getAllByRole('navigation', { name: 'Site menu' })[0]!
    expect(within(menu).getByRole('link', { name: /Code/ }).getAttribute('href')).toBe('/#group-Code')
    unmount()
    renderPage('LayoutIndex', home, { NAV_MENU_CATEGORIES: false })
    const bare = screen.getAllByRole('navigation', { name: 'Site menu' })[0]!
    expect(within(bare).queryByRole('link', { name: /Code/ })).toBeNull()
  })

  it('opens the same menu tree in a drawer from the menu button on phones, and closes it on a jump', () => {
    renderPage('LayoutPostList', { posts: [], pagination: onePage, filter: null })
    const drawer = screen.getByRole('dialog', { hidden: true })
    expect(drawer.getAttribute('aria-hidden')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(drawer.getAttribute('aria-hidden')).toBeNull()
    fireEvent.click(within(drawer).getByRole('link', { name: /Life/ }))
    expect(drawer.getAttribute('aria-hidden')).toBe('true')
  })
})
