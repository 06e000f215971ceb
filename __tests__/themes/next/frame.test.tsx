// The next frame: three columns (brand, menu and side panel left; widgets right), the side
// panel's Contents/About tabs beside an article, a full-width article with only the brand bar,
// the reward button only when NEXT_REWARD_QR_CODES is set, and the floating buttons.
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import next from '@/themes/next'
import { config } from '@/themes/next/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(next, config)

const find = (selector: string) => document.querySelector(selector)
const home = { posts: [summary()], pagination: onePage }
const article = (overrides = {}) => ({ post: detail(overrides), body: null, prev: null, next: null, related: [], aiSummary: null })
const categories = [{ name: 'Notes', color: 'blue' as const, count: 2 }]

describe('next frame', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => vi.restoreAllMocks())

  it('shows the brand block, the menu with its search box, the About panel and the right widgets', () => {
    renderPage('LayoutIndex', home, {}, { categories })
    expect(find('[data-next-brand]')!.textContent).toContain('Fixture Blog')
    expect(within(find('[data-next-left] [data-next-menu]') as HTMLElement).getByRole('search')).toBeTruthy()
    expect(find('[data-next-panel]')!.getAttribute('data-next-panel')).toBe('about')
    const right = find('[data-next-rightbar]') as HTMLElement
    expect(within(right).getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/category')
    expect(find('[data-next-card]')!.textContent).toContain('Hello medium')
  })

  it('offers the contents and the profile in two tabs beside an article', () => {
    renderPage('LayoutSlug', article())
    const panel = find('[data-next-panel]') as HTMLElement
    expect(panel.getAttribute('data-next-panel')).toBe('toc')
    expect(within(panel).getByTestId('side-toc')).toBeTruthy()
    expect(within(panel).getByRole('progressbar')).toBeTruthy()
    fireEvent.click(within(panel).getByRole('tab', { name: 'About' }))
    expect(panel.getAttribute('data-next-panel')).toBe('about')
    expect(within(panel).queryByTestId('side-toc')).toBeNull()
    expect(within(panel).getByText('Ada')).toBeTruthy()
  })

  it('keeps only the brand bar and the content around a full-width article', () => {
    renderPage('LayoutSlug', article({ fullWidth: true }))
    expect(find('[data-next-brand]')).not.toBeNull()
    expect(find('[data-next-left] [data-next-menu]')).toBeNull()
    expect(find('[data-next-panel]')).toBeNull()
    expect(find('[data-next-rightbar]')).toBeNull()
    expect(document.getElementById('article-wrapper')).not.toBeNull()
  })

  it('shows the reward button under a post only when QR codes are configured', () => {
    const { unmount } = renderPage('LayoutSlug', article())
    expect(screen.queryByRole('button', { name: 'Reward' })).toBeNull()
    unmount()
    renderPage('LayoutSlug', article(), { NEXT_REWARD_QR_CODES: '/qr/pay.png' })
    fireEvent.click(screen.getByRole('button', { name: 'Reward' }))
    expect(find('[data-section="reward"] img')!.getAttribute('src')).toBe('/qr/pay.png')
  })

  it('floats dark mode and the go-to-bottom button, which NEXT_WIDGET_TO_BOTTOM turns off', () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000)
    const { unmount } = renderPage('LayoutIndex', home)
    const floating = find('[data-next-floating]') as HTMLElement
    expect(within(floating).getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy()
    expect(within(floating).getByRole('button', { name: 'Go to bottom' })).toBeTruthy()
    unmount()
    renderPage('LayoutIndex', home, { NEXT_WIDGET_TO_BOTTOM: false })
    expect(screen.queryByRole('button', { name: 'Go to bottom' })).toBeNull()
  })
})
