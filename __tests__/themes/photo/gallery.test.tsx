// The photo theme's own behaviour: photos under one heading per month, a camera placeholder for
// a post without a picture, the full-size viewer (PHOTO_LIGHTBOX), the home carousel
// (PHOTO_SWIPER) and the background picture (PHOTO_BACKGROUND_IMAGE), each absent when off.
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { HomeWidgets } from '@/lib/home/types'
import photo from '@/themes/photo'
import { config } from '@/themes/photo/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { link, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(photo, config)

const posts = [
  summary({ id: '1'.repeat(32), title: 'Rain in Kyoto', publishDay: '2025-03-20', pageCover: '/kyoto.jpg' }),
  summary({ id: '2'.repeat(32), title: 'Temple steps', publishDay: '2025-03-02', pageCover: '/steps.jpg' }),
  summary({ id: '3'.repeat(32), title: 'Words only', publishDay: '2024-11-05', pageCover: '', pageCoverThumbnail: '' }),
]
const widgets: HomeWidgets = {
  noticeLinks: [],
  quote: null,
  heroShortcuts: [],
  heroIcons: [],
  recommended: [link('Picked for you', '/article/picked')],
  today: { url: '', title: '', image: '' },
}
const home = { posts, pagination: onePage, home: widgets }
const list = { posts, pagination: onePage, filter: null }
const viewButtons = () => screen.queryAllByRole('button', { name: 'View full size' })

describe('photo theme', () => {
  beforeEach(() => resetRouter('/'))

  it('groups the photos under one heading per month', () => {
    renderPage('LayoutPostList', list)
    const months = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(months).toEqual(['2025-03', '2024-11'])
    expect(document.querySelectorAll('[data-photo-card]')).toHaveLength(3)
  })

  it('keeps the picture box for a post without a picture, with a placeholder and no viewer button', () => {
    renderPage('LayoutPostList', list)
    expect(document.querySelectorAll('[data-photo-placeholder]')).toHaveLength(1)
    expect(viewButtons()).toHaveLength(2)
  })

  it("opens the page's pictures full size and moves on to the next one", () => {
    renderPage('LayoutPostList', list)
    fireEvent.click(viewButtons()[1]!)
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' })
    expect(viewer.querySelector('img')).toHaveAttribute('src', '/steps.jpg')
    fireEvent.keyDown(viewer, { key: 'ArrowRight' })
    expect(viewer.querySelector('img')).toHaveAttribute('src', '/kyoto.jpg')
  })

  it('offers no viewer with PHOTO_LIGHTBOX off', () => {
    renderPage('LayoutPostList', list, { PHOTO_LIGHTBOX: false })
    expect(viewButtons()).toHaveLength(0)
  })

  it('starts the first home page with the carousel of the recommended posts, unless PHOTO_SWIPER is off', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(document.querySelector('[data-post-swiper]')).toHaveTextContent('Picked for you')
    unmount()
    renderPage('LayoutIndex', home, { PHOTO_SWIPER: false })
    expect(document.querySelector('[data-post-swiper]')).toBeNull()
  })

  it('draws the background picture only when PHOTO_BACKGROUND_IMAGE is set', () => {
    const { unmount } = renderPage('LayoutPostList', list)
    expect(document.querySelector('[data-photo-backdrop]')).toBeNull()
    unmount()
    renderPage('LayoutPostList', list, { PHOTO_BACKGROUND_IMAGE: '/wall.jpg' })
    expect(document.querySelector('[data-photo-backdrop] img')).toHaveAttribute('src', '/wall.jpg')
  })
})
