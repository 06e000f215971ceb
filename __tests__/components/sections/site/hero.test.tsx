// The hero: the site's own title and description until the owner writes others; the picture is
// eager (it is the page's largest paint); the video opens in a dialog, requested only on click.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SiteHero } from '@/components/sections/site/SiteHero'
import { renderSiteSection } from './render-site-section'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

describe('SiteHero', () => {
  it('falls back to the site title and description, with no buttons, picture or video', () => {
    const { container } = renderSiteSection(<SiteHero />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fixture Blog')
    expect(screen.getByText('A blog for tests')).toBeTruthy()
    expect(container.querySelector('a, img, button')).toBeNull()
  })

  it('shows the configured title, buttons and an eager picture', () => {
    const { container } = renderSiteSection(<SiteHero />, {
      STARTER_HERO_TITLE: '开源且免费的基于 Notion 笔记的网站构建工具',
      STARTER_HERO_ITEMS: '[{"label":"Start","href":"/archive"},{"label":"GitHub","href":"https://github.com/x"}]',
      STARTER_HERO_IMAGE: '/demo/images/site-cover.svg',
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Notion')
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Start', 'GitHub'])
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('eager')
  })

  it('a local picture keeps its shape (1200 × 630) before it loads; a remote one is left to the browser', () => {
    const local = renderSiteSection(<SiteHero />, { STARTER_HERO_IMAGE: '/demo/images/site-cover.svg' })
    expect(local.container.querySelector('img')!.style.aspectRatio).toBe('1.9048 / 1')
    local.unmount()
    const remote = renderSiteSection(<SiteHero />, { STARTER_HERO_IMAGE: 'https://images.example.com/cover.png' })
    expect(remote.container.querySelector('img')!.style.aspectRatio).toBe('')
  })

  it('a picture the theme leaves out (lite mode) is not in the page', () => {
    const { container } = renderSiteSection(<SiteHero noImage />, { STARTER_HERO_IMAGE: '/demo/images/site-cover.svg' })
    expect(container.querySelector('img')).toBeNull()
  })

  it('the video plays in a dialog opened by its button; nothing is loaded before', () => {
    const { container } = renderSiteSection(<SiteHero />, { STARTER_HERO_VIDEO: 'https://www.youtube.com/watch?v=abcdefghijk' })
    expect(container.querySelector('iframe, video')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Watch the video/ }))
    const dialog = screen.getByRole('dialog', { name: 'Watch the video' })
    expect(dialog).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
