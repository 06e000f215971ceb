// The movie theme's own behaviour: posters (a title card when there is no cover) under a month
// rail, the home backdrop only when configured, and the combined video mode above the article.
import { cleanup, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BodyMedia, LayoutDataMap } from '@/lib/routes/types'
import movie from '@/themes/movie'
import { config } from '@/themes/movie/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(movie, config)

const posts = [
  summary({ id: 'a', title: 'October one', publishDay: '2026-10-02', href: '/article/a' }),
  summary({ id: 'b', title: 'October two', publishDay: '2026-10-01', href: '/article/b', pageCoverThumbnail: '' }),
  summary({ id: 'c', title: 'September', publishDay: '2026-09-20', href: '/article/c' }),
]
const media: BodyMedia[] = [
  { blockId: 'v1', kind: 'video', url: '/files/clip.mp4', caption: 'The clip', aspectRatio: null },
  { blockId: 'v2', kind: 'embed', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'The talk', aspectRatio: null },
  { blockId: 'm1', kind: 'embed', url: 'https://maps.example.com/here', caption: '', aspectRatio: null },
]
const article = (extra: Partial<LayoutDataMap['LayoutSlug']> = {}): LayoutDataMap['LayoutSlug'] => ({
  post: detail({ title: 'Film night' }),
  body: null,
  prev: null,
  next: null,
  related: [],
  aiSummary: null,
  ...extra,
})

describe('movie theme', () => {
  beforeEach(() => resetRouter('/'))

  it('groups the posters by month, one heading per month, and gives a post without cover a title card', () => {
    renderPage('LayoutIndex', { posts, pagination: onePage })
    const months = screen.getAllByRole('heading', { level: 2 }).map((h) => h.getAttribute('data-month')).filter(Boolean)
    expect(months).toEqual(['2026-10', '2026-09'])
    const placeholders = document.querySelectorAll('[data-poster-placeholder]')
    expect(placeholders).toHaveLength(1)
    expect(placeholders[0]!.textContent).toContain('October two')
    expect(screen.getByRole('link', { name: /October one/ }).getAttribute('href')).toContain('/article/a')
  })

  it('shows the home backdrop only when MOVIE_HOME_BACKGROUND is set, and only on the home page', () => {
    renderPage('LayoutIndex', { posts, pagination: onePage })
    expect(document.querySelector('[data-home-backdrop]')).toBeNull()
    cleanup()
    renderPage('LayoutIndex', { posts, pagination: onePage }, { MOVIE_HOME_BACKGROUND: '/images/wall.jpg' })
    expect(document.querySelector('[data-home-backdrop] img')).not.toBeNull()
    cleanup()
    renderPage('LayoutPostList', { posts, pagination: onePage, filter: null }, { MOVIE_HOME_BACKGROUND: '/images/wall.jpg' })
    expect(document.querySelector('[data-home-backdrop]')).toBeNull()
  })

  it('gathers the playable videos into one player with a playlist, loading nothing from a host', () => {
    renderPage('LayoutSlug', article({ media }))
    const playlist = document.querySelector('[data-section="video-playlist"]')!
    expect(playlist.querySelectorAll('[data-video-player]')).toHaveLength(1)
    expect(screen.getByRole('list', { name: 'Playlist' }).textContent).toBe('The clipThe talk')
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('leaves the videos in the body when MOVIE_VIDEO_COMBINE is off, or when the post has none', () => {
    renderPage('LayoutSlug', article({ media }), { MOVIE_VIDEO_COMBINE: false })
    expect(document.querySelector('[data-section="video-playlist"]')).toBeNull()
    cleanup()
    renderPage('LayoutSlug', article({ media: [media[2]!] }))
    expect(document.querySelector('[data-section="video-playlist"]')).toBeNull()
    expect(document.getElementById('article-wrapper')).not.toBeNull()
  })
})
