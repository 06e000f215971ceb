// The hexo frame: the full-screen banner on the first home page (HEXO_HOME_BANNER_ENABLE), the
// see-through top bar only over a banner, the article's cover band with its title, the
// floating buttons, and the sidebar beside everything but a full-width article.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import hexo from '@/themes/hexo'
import { config } from '@/themes/hexo/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(hexo, config)

const banner = () => document.querySelector('[data-hexo-band="home"]')
const header = () => document.querySelector('[data-hexo-header]')
const sidebar = () => document.querySelector('[data-hexo-sidebar]')
const home = { posts: [summary()], pagination: onePage }
const article = (overrides = {}) => ({ post: detail(overrides), body: null, prev: null, next: null, related: [], aiSummary: null })

describe('hexo frame', () => {
  beforeEach(() => resetRouter('/'))

  it('opens the first home page on the banner: title, greetings, start reading; the top bar see-through', () => {
    renderPage('LayoutIndex', home, { HEXO_HOME_BANNER_GREETINGS: ['Welcome aboard', 'Second line'] })
    expect(banner()).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fixture Blog')
    expect(banner()!.textContent).toContain('Welcome aboard')
    expect(screen.getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe('#hexo-content')
    expect(document.getElementById('hexo-content')).not.toBeNull()
    expect(header()!.getAttribute('data-hexo-header')).toBe('clear')
  })

  it('leaves the banner out when HEXO_HOME_BANNER_ENABLE is off, with a solid top bar', () => {
    renderPage('LayoutIndex', home, { HEXO_HOME_BANNER_ENABLE: false })
    expect(banner()).toBeNull()
    expect(header()!.getAttribute('data-hexo-header')).toBe('solid')
  })

  it('shows no banner and a solid top bar on other pages', () => {
    renderPage('LayoutArchive', { groups: [] })
    expect(banner()).toBeNull()
    expect(header()!.getAttribute('data-hexo-header')).toBe('solid')
    expect(sidebar()).not.toBeNull()
  })

  it("puts the article's title in the cover band, once, and the sidebar's contents card beside it", () => {
    renderPage('LayoutSlug', article())
    const band = document.querySelector('[data-hexo-band="article"]')!
    expect(band.querySelector('h1')?.textContent).toContain('Hello medium')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(header()!.getAttribute('data-hexo-header')).toBe('clear')
    expect(screen.getByTestId('side-toc')).toBeTruthy()
    expect(document.getElementById('article-wrapper')).not.toBeNull()
  })

  it('drops the sidebar beside a full-width article', () => {
    renderPage('LayoutSlug', article({ fullWidth: true }))
    expect(sidebar()).toBeNull()
  })

  it('offers the floating buttons: dark mode, contents, and comments only where they show', () => {
    const comments = { backends: [{ kind: 'twikoo' as const, envId: 'env' }] }
    const { unmount } = renderPage('LayoutSlug', article(), {}, { comments })
    expect(screen.getByRole('button', { name: 'Show table of contents' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to comments' })).toBeTruthy()
    unmount()
    renderPage('LayoutSlug', article({ comment: 'Hide' }), {}, { comments })
    expect(screen.queryByRole('button', { name: 'Go to comments' })).toBeNull()
  })
})
