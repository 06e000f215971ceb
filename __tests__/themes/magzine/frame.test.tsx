// The magzine theme's own features: the call-to-action block only when its title is set, the
// lead story with the next stories, the recommended strip only while the home widgets are on,
// the banners by category in the site's order (MAGZINE_HOME_CATEGORY_BANNERS), the article's
// centred banner with the sticky contents column, and the archive's month grids.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HomeWidgets } from '@/lib/home/types'
import magzine from '@/themes/magzine'
import { config } from '@/themes/magzine/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, onePage, summary, tocEntries } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(magzine, config)

const widgets: HomeWidgets = {
  noticeLinks: [],
  quote: null,
  heroShortcuts: [],
  heroIcons: [],
  recommended: [link('Worth reading', '/article/worth-reading')],
  today: { url: '', title: '', image: '' },
}
const post = (n: number, category: string | null) =>
  summary({ id: String(n).padStart(32, '0'), title: `Post ${n}`, href: `/article/p${n}`, slug: `p${n}`, category, categories: category ? [category] : [] })
const posts = [post(1, 'Life'), post(2, 'Code'), post(3, null), post(4, 'Code')]
const home = { posts, pagination: onePage, home: widgets }
const cta = { MAGZINE_CTA_TITLE: 'Start your site', MAGZINE_CTA_TEXT: 'Every tool you need.', MAGZINE_CTA_BUTTON_TEXT: 'Learn more', MAGZINE_CTA_BUTTON_URL: 'https://example.com/start' }
const ctaBlock = () => document.querySelector('[data-section="call-to-action"]')
const strip = () => document.querySelector('[data-magzine-strip]')

describe('magzine frame', () => {
  beforeEach(() => resetRouter('/'))

  it('shows no call-to-action block (and no request for one) while its title is unset', () => {
    renderPage('LayoutIndex', home)
    expect(ctaBlock()).toBeNull()
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull()
  })

  it('shows the configured call to action beside the lead story and the next stories', () => {
    renderPage('LayoutIndex', home, cta)
    expect(within(ctaBlock() as HTMLElement).getByRole('heading', { name: 'Start your site' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://example.com/start')
    expect(document.querySelector('[data-magzine-lead]')!.textContent).toContain('Post 1')
    const compact = [...document.querySelectorAll('[data-magzine-compact]')].map((story) => story.querySelector('h3')!.textContent)
    expect(compact).toEqual(['📘Post 2', '📘Post 3', '📘Post 4'])
  })

  it('strips the recommended posts on the first home page only while the home widgets are on', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(within(strip() as HTMLElement).getByRole('link', { name: /Worth reading/ })).toBeTruthy()
    unmount()
    renderPage('LayoutIndex', home, { MAGZINE_HOME_WIDGETS: false })
    expect(strip()).toBeNull()
  })

  it("bands the posts by category in the site's order, uncategorised last, each linking to its category", () => {
    const categories = [
      { name: 'Code', color: 'blue' as const, count: 2 },
      { name: 'Life', color: 'green' as const, count: 1 },
    ]
    const { unmount } = renderPage('LayoutIndex', home, {}, { categories })
    const banners = [...document.querySelectorAll('[data-magzine-category]')]
    expect(banners.map((banner) => banner.getAttribute('data-magzine-category'))).toEqual(['Code', 'Life', ''])
    expect(within(banners[0] as HTMLElement).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/category/Code')
    expect(banners[2]!.textContent).toContain('Uncategorized')
    unmount()
    renderPage('LayoutIndex', home, { MAGZINE_HOME_CATEGORY_BANNERS: false }, { categories })
    expect(document.querySelector('[data-magzine-category]')).toBeNull()
  })

  it('opens an article on its centred banner with the contents in a side column and a floating button', () => {
    renderPage('LayoutSlug', { post: detail({ toc: tocEntries(3) }), body: null, prev: null, next: null, related: [], aiSummary: null })
    const banner = document.querySelector('[data-magzine-article-banner]') as HTMLElement
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toContain('Hello medium')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(document.querySelector('[data-magzine-side-toc] [data-testid="side-toc"]')).not.toBeNull()
    expect(screen.getByTestId('floating-toc-button')).toBeTruthy()
  })

  it('gives a one-heading article no side column, and a full-width one none either', () => {
    const { unmount } = renderPage('LayoutSlug', { post: detail({ toc: tocEntries(1) }), body: null, prev: null, next: null, related: [], aiSummary: null })
    expect(document.querySelector('[data-magzine-side-toc]')).toBeNull()
    unmount()
    renderPage('LayoutSlug', { post: detail({ toc: tocEntries(3), fullWidth: true }), body: null, prev: null, next: null, related: [], aiSummary: null })
    expect(document.querySelector('[data-magzine-side-toc]')).toBeNull()
  })

  it('heads the archive once, in the band, with each month over its grid of posts', () => {
    renderPage('LayoutArchive', { groups: [{ month: '2024-05', posts: [{ id: 'x', title: 'May post', href: '/article/may', external: false, publishDate: '2024-05-06T08:00:00.000Z', publishDay: '2024-05-06', pageIcon: '' }] }] })
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Archive'])
    expect(document.querySelector('[data-magzine-banner]')).not.toBeNull()
    expect(screen.getByRole('heading', { name: '2024-05' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'May post' })).toBeTruthy()
  })
})
