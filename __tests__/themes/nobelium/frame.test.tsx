// nobelium's own behaviour: the live filter over the list rows, the Reward button only with a
// QR code, the top bar's optional tools (random post, feed, the site's icon), recent comments
// asked only from Waline, the 404 drawing and the contents list in the margin.
import { cleanup, act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutDataMap } from '@/lib/routes/types'
import type { MenuLink } from '@/lib/site/types'
import nobelium from '@/themes/nobelium'
import { config } from '@/themes/nobelium/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(nobelium, config)

const posts = [
  summary({ id: '1'.repeat(32), title: 'Gardening notes', href: '/article/garden', tags: ['outdoors'] }),
  summary({ id: '2'.repeat(32), title: 'Rust for scripts', href: '/article/rust', tags: ['code'] }),
]
const home = { posts, pagination: onePage }
const article = (overrides = {}) => ({ post: detail(overrides), body: null, prev: null, next: null, related: [], aiSummary: null })
const rowTitles = () => [...document.querySelectorAll('[data-nobelium="post"] h2')].map((h) => h.textContent)

describe('nobelium', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => vi.unstubAllGlobals())

  it('narrows the list as the visitor types, and says so when nothing matches', () => {
    renderPage('LayoutIndex', home)
    expect(rowTitles()).toEqual(['📘Gardening notes', '📘Rust for scripts'])
    const box = screen.getByRole('searchbox', { name: 'Search articles' })
    fireEvent.change(box, { target: { value: 'rust' } })
    expect(rowTitles()).toEqual(['📘Rust for scripts'])
    fireEvent.change(box, { target: { value: 'outdoors' } })
    expect(rowTitles()).toEqual(['📘Gardening notes'])
    fireEvent.change(box, { target: { value: 'nothing-like-this' } })
    expect(rowTitles()).toEqual([])
    expect(screen.getByRole('status').textContent).toContain('No results found.')
  })

  it('has no filter box with NOBELIUM_LIST_FILTER off', () => {
    renderPage('LayoutPostList', { posts, pagination: onePage, filter: null }, { NOBELIUM_LIST_FILTER: false })
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(rowTitles()).toHaveLength(2)
  })

  it('shows the Reward button under an article only when a QR code is set', () => {
    renderPage('LayoutSlug', article())
    expect(screen.queryByRole('button', { name: 'Reward' })).toBeNull()
    cleanup()
    renderPage('LayoutSlug', article(), { NOBELIUM_REWARD_QR_CODE: 'https://example.com/qr.png' })
    fireEvent.click(screen.getByRole('button', { name: 'Reward' }))
    expect(document.querySelector('[data-section="reward"] img')?.getAttribute('src')).toBe('https://example.com/qr.png')
  })

  it('puts random post and the feed in the top bar, each behind its setting', () => {
    const chrome = { rss: true, postCount: 2, latestPosts: [link('Gardening notes', '/article/garden')] }
    renderPage('LayoutIndex', home, {}, chrome)
    const tools = document.querySelector('[data-nobelium="nav-tools"]')!
    expect(tools.querySelector('[data-random-post]')).not.toBeNull()
    expect(tools.querySelector('a[href$="/rss/feed.xml"]')).not.toBeNull()
    cleanup()
    renderPage('LayoutIndex', home, { NOBELIUM_NAV_RANDOM_POST: false, NOBELIUM_NAV_RSS: false }, chrome)
    const bare = document.querySelector('[data-nobelium="nav-tools"]')!
    expect(bare.querySelector('[data-random-post]')).toBeNull()
    expect(bare.querySelector('a[href$="/rss/feed.xml"]')).toBeNull()
  })

  it("hides the site's icon with NOBELIUM_NAV_NOTION_ICON off", () => {
    const chrome = { info: { title: 'Fixture Blog', description: '', icon: '🪐', pageCover: '' } }
    renderPage('LayoutIndex', home, {}, chrome)
    expect(document.querySelector('[data-nobelium="brand"] [aria-hidden="true"]')?.className).not.toContain('hidden')
    cleanup()
    renderPage('LayoutIndex', home, { NOBELIUM_NAV_NOTION_ICON: false }, chrome)
    expect(document.querySelector('[data-nobelium="brand"] [aria-hidden="true"]')?.className).toContain('hidden')
  })

  it('draws the menu icons only with NOBELIUM_NAV_MENU_ICONS', () => {
    const menus: MenuLink[] = [{ id: 'm', icon: '🌿', name: 'Garden', href: '/garden', target: '_self', show: true, subMenus: [] }]
    const navText = () => screen.getByRole('navigation', { name: 'Site menu' }).textContent
    renderPage('LayoutIndex', home, {}, { menus })
    expect(navText()).toBe('Garden')
    cleanup()
    renderPage('LayoutIndex', home, { NOBELIUM_NAV_MENU_ICONS: true }, { menus })
    expect(navText()).toBe('🌿Garden')
  })

  it('asks for recent comments only where Waline is configured', async () => {
    const fetchSpy = vi.fn(async () => new Response('[]'))
    vi.stubGlobal('fetch', fetchSpy)
    renderPage('LayoutIndex', home, {}, { comments: { backends: [{ kind: 'twikoo', envId: 'e' }] } })
    expect(fetchSpy).not.toHaveBeenCalled()
    cleanup()
    renderPage('LayoutIndex', home, {}, { comments: { backends: [{ kind: 'waline', serverUrl: 'https://w.example' }] } })
    expect(fetchSpy).toHaveBeenCalledWith('https://w.example/api/comment?type=recent&count=5')
    await act(async () => {}) // the (empty) answer arrives
    cleanup()
    fetchSpy.mockClear()
    renderPage('LayoutIndex', home, { NOBELIUM_RECENT_COMMENTS: false }, { comments: { backends: [{ kind: 'waline', serverUrl: 'https://w.example' }] } })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('draws its picture on the 404 page', () => {
    renderPage('Layout404', {} as LayoutDataMap['Layout404'])
    expect(document.querySelector('[data-nobelium="not-found-art"]')).not.toBeNull()
    expect(screen.getByText('404')).toBeTruthy()
  })

  it('lists the contents in the margin beside an article with several headings, not beside a full-width one', () => {
    renderPage('LayoutSlug', article())
    expect(document.querySelector('[data-nobelium="side-toc"] [data-testid="side-toc"]')).not.toBeNull()
    cleanup()
    renderPage('LayoutSlug', article({ fullWidth: true }))
    expect(document.querySelector('[data-nobelium="side-toc"] [data-testid="side-toc"]')).toBeNull()
  })
})
