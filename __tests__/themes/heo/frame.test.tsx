// The heo frame and its own settings: the hero with the recommended posts' carousel (or their
// grid), the info card's greetings rotating on a click (the page language's by default) and its optional button, the category
// bar, the card layout (HEO_HOME_POST_TWO_COLS), and the article's title in the blue banner.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HomeWidgets } from '@/lib/home/types'
import heo from '@/themes/heo'
import { config } from '@/themes/heo/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(heo, config, { categories: [{ name: 'Tech', count: 1, color: 'default' }] })

const widgets: HomeWidgets = {
  noticeLinks: [],
  quote: null,
  heroShortcuts: [],
  heroIcons: [],
  recommended: [link('Worth reading', '/article/worth-reading'), link('Also good', '/article/also-good')],
  today: { url: '', title: '', image: '' },
}
const home = { posts: [summary()], pagination: onePage, home: widgets }
const article = { post: detail({ title: 'Banner title', pageIcon: '' }), body: null, prev: null, next: null, related: [], aiSummary: null }
const greeting = () => document.querySelector('[data-heo-greeting]')

describe('heo frame', () => {
  beforeEach(() => resetRouter('/'))

  it('shows the recommended posts in the carousel under the today card, or as a grid when HEO_HOME_SWIPER is off', () => {
    renderPage('LayoutIndex', home)
    expect(document.querySelector('[data-heo-hero] [data-post-swiper]')).not.toBeNull()
    cleanup()
    renderPage('LayoutIndex', home, { HEO_HOME_SWIPER: false })
    expect(document.querySelector('[data-post-swiper]')).toBeNull()
    expect(document.querySelector('[data-heo-hero] [data-home-recommended]')).not.toBeNull()
  })

  it('rotates the info card greetings on click', () => {
    renderPage('LayoutIndex', home, { HEO_INFO_CARD_GREETINGS: ['Hello', 'Welcome back'] })
    expect(greeting()?.textContent).toBe('Hello')
    fireEvent.click(greeting()!)
    expect(greeting()?.textContent).toBe('Welcome back')
    fireEvent.click(greeting()!)
    expect(greeting()?.textContent).toBe('Hello')
  })

  it("greets in the page's language when the greetings setting is empty (the default), and leaves the button out without a URL", () => {
    renderPage('LayoutIndex', home, { HEO_INFO_CARD_URL: '' })
    const card = document.querySelector('[data-heo-info-card]')!
    expect(greeting()?.textContent).toBe('Hello, welcome here')
    expect(card.textContent).not.toContain('Learn more')
  })

  it('lays the cards out wide, or stacked two to a row with HEO_HOME_POST_TWO_COLS', () => {
    renderPage('LayoutIndex', home)
    expect(document.querySelector('[data-heo-card]')?.getAttribute('data-heo-card')).toBe('wide')
    cleanup()
    renderPage('LayoutIndex', home, { HEO_HOME_POST_TWO_COLS: true })
    expect(document.querySelector('[data-heo-card]')?.getAttribute('data-heo-card')).toBe('stacked')
  })

  it('shows the category bar above lists unless HEO_CATEGORY_BAR is off', () => {
    renderPage('LayoutArchive', { groups: [] })
    expect(screen.getByRole('navigation', { name: 'Categories' })).not.toBeNull()
    cleanup()
    renderPage('LayoutArchive', { groups: [] }, { HEO_CATEGORY_BAR: false })
    expect(document.querySelector('[data-category-bar]')).toBeNull()
  })

  it("puts the article's title in the banner, once", () => {
    resetRouter('/article/banner')
    renderPage('LayoutSlug', article)
    const titles = screen.getAllByRole('heading', { level: 1 })
    expect(titles.map((h) => h.textContent)).toEqual(['Banner title'])
    expect(titles[0]!.closest('main')).toBeNull()
  })
})
