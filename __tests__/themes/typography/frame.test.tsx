// The typography frame and its own features: the site's name heads the home page (with the
// optional subtitle only when set), the recommended posts as a list on the first home page
// only while TYPOGRAPHY_HOME_WIDGETS is on, the side column with the article's contents, and
// the stacked frame beside a full-width article.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HomeWidgets } from '@/lib/home/types'
import typography from '@/themes/typography'
import { config } from '@/themes/typography/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(typography, config)

const widgets: HomeWidgets = {
  noticeLinks: [],
  quote: null,
  heroShortcuts: [],
  heroIcons: [],
  recommended: [link('Worth reading', '/article/worth-reading')],
  today: { url: '', title: '', image: '' },
}
const home = { posts: [summary()], pagination: onePage, home: widgets }
const article = (overrides = {}) => ({ post: detail(overrides), body: null, prev: null, next: null, related: [], aiSummary: null })
const titleBar = () => document.querySelector('[data-typography="title-bar"]') as HTMLElement
const recommended = () => document.querySelector('[data-typography="recommended"]')
const column = () => document.querySelector('[data-typography-column]')?.getAttribute('data-typography-column')

describe('typography frame', () => {
  beforeEach(() => resetRouter('/'))

  it("heads the home page with the site's name, and no subtitle until one is set", () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(within(titleBar()).getByRole('heading', { level: 1 }).textContent).toBe('Fixture Blog')
    expect(titleBar().textContent).toBe('Fixture Blog')
    unmount()
    renderPage('LayoutIndex', home, { TYPOGRAPHY_SUBTITLE: '活字印刷' })
    expect(titleBar().textContent).toContain('活字印刷')
  })

  it('lists the recommended posts on the first home page, without covers', () => {
    renderPage('LayoutIndex', home)
    const list = recommended()!
    expect(within(list as HTMLElement).getByRole('link', { name: 'Worth reading' }).getAttribute('href')).toBe('/article/worth-reading')
    expect(list.querySelector('img')).toBeNull()
  })

  it('leaves the recommended posts out when TYPOGRAPHY_HOME_WIDGETS is off, and on later pages', () => {
    const { unmount } = renderPage('LayoutIndex', home, { TYPOGRAPHY_HOME_WIDGETS: false })
    expect(recommended()).toBeNull()
    unmount()
    renderPage('LayoutIndex', { ...home, pagination: { page: 2, totalPages: 2, basePath: '/' } })
    expect(recommended()).toBeNull()
  })

  it("labels a post's date in the list, as 'Published on'", () => {
    renderPage('LayoutPostList', { posts: [summary()], pagination: onePage, filter: null })
    const post = document.querySelector('[data-typography="post"]')!
    expect(post.textContent).toContain('Published on')
    expect(post.textContent).toContain('React')
  })

  it("keeps the side column on articles, with the contents, and the site's name as no heading", () => {
    renderPage('LayoutSlug', article())
    expect(column()).toBe('side')
    expect(screen.getByTestId('side-toc')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['📘Hello medium'])
  })

  it('stacks the frame beside a full-width article, with no side contents', () => {
    renderPage('LayoutSlug', article({ fullWidth: true }))
    expect(column()).toBe('stacked')
    expect(screen.queryByTestId('side-toc')).toBeNull()
  })
})
