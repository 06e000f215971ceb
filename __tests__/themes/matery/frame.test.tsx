// The matery frame: the full-screen home cover (MATERY_HOME_COVER) with the typed subtitles
// (MATERY_HOME_SUBTITLES, else the description), the coloured band with every other page's
// heading shown once, the article's side contents card with its reading meter, the contents
// drawer's button, and cards that rise into view only while MATERY_ENTRANCE_ANIMATION is on.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import matery from '@/themes/matery'
import { config } from '@/themes/matery/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary, tocEntries } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(matery, config)

const cover = () => document.querySelector('[data-matery-cover]')
const band = () => document.querySelector('[data-matery-band]')
const sideToc = () => document.querySelector('[data-matery-side-toc]')
const h1s = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)
const home = { posts: [summary()], pagination: onePage }
const article = (overrides = {}) => ({ post: detail({ toc: tocEntries(3), ...overrides }), body: null, prev: null, next: null, related: [], aiSummary: null })

describe('matery frame', () => {
  beforeEach(() => resetRouter('/'))

  it('opens the first home page on the cover: title, the first subtitle, the round start-reading button', () => {
    renderPage('LayoutIndex', home, { MATERY_HOME_SUBTITLES: 'Hello there, friend | Second line' })
    expect(cover()).not.toBeNull()
    expect(band()).toBeNull()
    expect(h1s()).toEqual(['Fixture Blog'])
    expect(cover()!.textContent).toContain('Hello there, friend')
    expect(cover()!.textContent).not.toContain('Second line')
    expect(screen.getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe('#matery-content')
    expect(document.getElementById('matery-content')).not.toBeNull()
  })

  it('types the site description when no subtitles are set', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    const description = document.querySelector('[data-typed]')!.textContent
    expect(description).not.toBe('')
    unmount()
    renderPage('LayoutIndex', home, { MATERY_HOME_COVER: false })
    expect(cover()).toBeNull()
    expect(band()!.textContent).toContain('Fixture Blog')
    expect(band()!.textContent).toContain(description)
  })

  it("shows a list's and the archive's heading in the coloured band, once", () => {
    const { unmount } = renderPage('LayoutPostList', { posts: [summary()], pagination: onePage, filter: { kind: 'category', name: 'Notes' } })
    expect(band()!.getAttribute('data-matery-band')).toBe('page')
    expect(h1s()).toEqual(['Category:Notes'])
    unmount()
    renderPage('LayoutArchive', { groups: [] })
    expect(h1s()).toEqual(['Archive'])
  })

  it("puts the article's title in its band, the contents card with the reading meter beside it", () => {
    renderPage('LayoutSlug', article())
    expect(band()!.getAttribute('data-matery-band')).toBe('article')
    expect(h1s()).toHaveLength(1)
    expect(h1s()[0]).toContain('Hello medium')
    expect(sideToc()!.querySelector('[data-testid="side-toc"]')).not.toBeNull()
    expect(sideToc()!.querySelector('[role="progressbar"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Show table of contents' })).toBeTruthy()
  })

  it('leaves the side card out beside a full-width article; the contents drawer stays', () => {
    renderPage('LayoutSlug', article({ fullWidth: true }))
    expect(sideToc()).toBeNull()
    expect(screen.getByRole('button', { name: 'Show table of contents' })).toBeTruthy()
  })

  it('lets the cards rise in, staggered, only while MATERY_ENTRANCE_ANIMATION is on', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    const card = () => document.querySelector<HTMLElement>('[data-matery-card]')!
    expect(card().className).toMatch(/rise/)
    expect(card().style.getPropertyValue('--rise-order')).toBe('0')
    unmount()
    renderPage('LayoutIndex', home, { MATERY_ENTRANCE_ANIMATION: false })
    expect(card().className).not.toMatch(/rise/)
    expect(card().getAttribute('style')).toBeNull()
  })
})
