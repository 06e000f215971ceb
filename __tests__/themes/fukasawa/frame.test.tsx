// The fukasawa frame: the sidebar folds away and back (and stays as the visitor left it on the
// next page; FUKASAWA_SIDEBAR_COLLAPSED decides until then), the newsletter form only with a
// service address, the article's contents in the sidebar and its cover over the column, cards.
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import fukasawa from '@/themes/fukasawa'
import { config } from '@/themes/fukasawa/config'
import { resetSidebarFold } from '@/themes/fukasawa/frame/useSidebarFold'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary, tocEntries } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(fukasawa, config)

const sidebar = () => document.getElementById('fukasawa-sidebar')!
const foldButton = () => document.querySelector<HTMLButtonElement>('[data-fukasawa-fold]')!
const home = { posts: [summary(), summary({ id: 'second', title: 'Second post', href: '/article/second' })], pagination: onePage }
const article = (overrides = {}) => ({ post: detail(overrides), body: null, prev: null, next: null, related: [], aiSummary: null })

describe('fukasawa frame', () => {
  beforeEach(() => {
    resetRouter('/')
    resetSidebarFold()
  })

  it('folds the sidebar away and back with the menu button, and keeps it folded on the next page', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(sidebar().getAttribute('data-fukasawa-sidebar')).toBe('open')
    expect(foldButton().getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(foldButton())
    expect(sidebar().getAttribute('data-fukasawa-sidebar')).toBe('folded')
    expect(sidebar().hasAttribute('inert')).toBe(true)
    expect(foldButton().getAttribute('aria-expanded')).toBe('false')
    unmount()
    renderPage('LayoutArchive', { groups: [] })
    expect(sidebar().getAttribute('data-fukasawa-sidebar')).toBe('folded')
    fireEvent.click(foldButton())
    expect(sidebar().getAttribute('data-fukasawa-sidebar')).toBe('open')
  })

  it('starts folded when FUKASAWA_SIDEBAR_COLLAPSED is on', () => {
    renderPage('LayoutIndex', home, { FUKASAWA_SIDEBAR_COLLAPSED: true })
    expect(sidebar().getAttribute('data-fukasawa-sidebar')).toBe('folded')
  })

  it('shows no newsletter form until a service address is set, then posts to it', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(document.querySelector('[data-section="newsletter"]')).toBeNull()
    unmount()
    renderPage('LayoutIndex', home, { FUKASAWA_NEWSLETTER_URL: 'https://lists.example.com/join', FUKASAWA_NEWSLETTER_FIELD: 'EMAIL' })
    const form = within(sidebar()).getByRole('button', { name: 'Subscribe' }).closest('form')!
    expect(form.getAttribute('action')).toBe('https://lists.example.com/join')
    expect(within(form).getByRole('textbox').getAttribute('name')).toBe('EMAIL')
  })

  it('lays the posts out as cards', () => {
    renderPage('LayoutIndex', home)
    const cards = document.querySelectorAll('[data-fukasawa-card]')
    expect(cards).toHaveLength(2)
    expect(cards[1]!.textContent).toContain('Second post')
  })

  it("puts the article's contents in the sidebar and its cover across the column's top", () => {
    renderPage('LayoutSlug', article({ toc: tocEntries(3) }))
    expect(within(sidebar()).getByTestId('side-toc')).toBeTruthy()
    const column = document.querySelector<HTMLElement>('[data-fukasawa-column]')!
    expect(column.querySelector('[data-cover] img')?.getAttribute('src')).toContain('/covers/hello.png')
    expect(within(column).getByRole('heading', { level: 1 }).textContent).toContain('Hello medium')
    expect(screen.getByRole('button', { name: 'Show table of contents' })).toBeTruthy()
  })
})
