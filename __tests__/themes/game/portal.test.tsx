// The game theme: a post with a game shows its Play button (nothing framed before the click), a
// post without one renders its body alone, a locked post shows no game; tiles keep their shape
// without a cover; the strip of recent games and the random-game button follow their settings.
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LayoutDataMap } from '@/lib/routes/types'
import game from '@/themes/game'
import { config } from '@/themes/game/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, link, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(game, config)

const GAME_URL = 'https://games.example/snake'
const article = (post = {}, extra: Partial<LayoutDataMap['LayoutSlug']> = {}): LayoutDataMap['LayoutSlug'] => ({
  post: detail({ title: 'Snake', ...post }),
  body: null,
  prev: null,
  next: null,
  related: [],
  aiSummary: null,
  ...extra,
})
const playButton = () => screen.queryByRole('button', { name: 'Play Snake' })

describe('game theme', () => {
  beforeEach(() => resetRouter('/article/hello-medium'))

  it("offers the post's game behind a Play button and frames it only after the click", () => {
    renderPage('LayoutSlug', article({ ext: { game: GAME_URL } }))
    expect(document.querySelector('iframe')).toBeNull()
    fireEvent.click(playButton()!)
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(GAME_URL)
  })

  it("plays the body's first embed before ext.game", () => {
    const media = [{ blockId: 'b1', kind: 'embed' as const, url: '/games/tetris.html', caption: '', aspectRatio: 1 }]
    renderPage('LayoutSlug', article({ ext: { game: GAME_URL } }, { media }))
    fireEvent.click(playButton()!)
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('/games/tetris.html')
  })

  it('renders a post without a game as a plain article', () => {
    renderPage('LayoutSlug', article())
    expect(playButton()).toBeNull()
    expect(document.getElementById('article-wrapper')).not.toBeNull()
  })

  it('shows no game on a locked post', () => {
    renderPage('LayoutSlug', article({ ext: { game: GAME_URL }, locked: true }))
    expect(playButton()).toBeNull()
  })

  it('shows the related games and, per GAME_RECENT_STRIP, the strip of recent games', () => {
    const related = [link('Tetris', '/article/tetris')]
    const latestPosts = [link('Pong', '/article/pong'), link('Snake again', '/article/snake-2')]
    const { unmount } = renderPage('LayoutSlug', article({}, { related }), {}, { latestPosts })
    expect(screen.getByRole('region', { name: 'Related games' }).textContent).toContain('Tetris')
    expect(screen.getByRole('navigation', { name: 'Recent games' }).querySelectorAll('a')).toHaveLength(2)
    unmount()
    renderPage('LayoutSlug', article({}, { related }), { GAME_RECENT_STRIP: false }, { latestPosts })
    expect(screen.queryByRole('navigation', { name: 'Recent games' })).toBeNull()
  })

  it('keeps a tile without a cover as a placeholder tile', () => {
    renderPage('LayoutIndex', { posts: [summary({ pageCover: '', pageCoverThumbnail: '' }), summary({ id: 'b'.repeat(32), title: 'With cover' })], pagination: onePage })
    const tiles = document.querySelectorAll('[data-game-tile]')
    expect(tiles).toHaveLength(2)
    expect(tiles[0]!.querySelector('[data-tile-placeholder]')!.textContent).toBe('📘')
    expect(tiles[1]!.querySelector('[data-tile-placeholder]')).toBeNull()
  })

  it('offers the random-game button only while GAME_RANDOM_BUTTON is on', () => {
    const chrome = { postCount: 5, latestPosts: [link('Pong', '/article/pong')] }
    const { unmount } = renderPage('LayoutIndex', { posts: [summary()], pagination: onePage }, {}, chrome)
    const shown = screen.queryAllByRole('button', { name: 'Random game' }).length
    unmount()
    renderPage('LayoutIndex', { posts: [summary()], pagination: onePage }, { GAME_RANDOM_BUTTON: false }, chrome)
    expect(screen.queryAllByRole('button', { name: 'Random game' })).toHaveLength(0)
    expect(shown).toBeGreaterThan(0)
  })
})
