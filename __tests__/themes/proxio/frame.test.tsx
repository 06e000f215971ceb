// The proxio theme's own features: the welcome cover (PROXIO_WELCOME) with the site's cover or
// the hero's picture and a translucent header over it; the home's sections only when their
// content is configured, in order, on alternating bands; smooth in-page scrolling while proxio
// is on screen; the blog pages' centred title block; its own sign-in screen.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import proxio from '@/themes/proxio'
import { config } from '@/themes/proxio/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(proxio, config)
const posts = [1, 2, 3, 4].map((n) => summary({ id: String(n).padStart(32, '0'), title: `Post ${n}`, href: `/article/p${n}`, slug: `p${n}` }))
const home = { posts, pagination: onePage }
const shownSections = () => [...document.querySelectorAll('[data-proxio-sections] > section')].map((s) => s.getAttribute('data-section'))
const welcome = () => document.querySelector('[data-proxio-welcome]')

const configured = {
  PROXIO_FEATURES_TITLE: 'What we do',
  PROXIO_FEATURES_ITEMS: [{ title: 'Design', text: 'Sites that feel right.' }],
  PROXIO_CAREERS_ITEMS: [{ title: 'Designer', meta: 'Remote', href: '/jobs/designer' }],
  PROXIO_FAQ_ITEMS: [{ question: 'How long?', answer: 'Six weeks.' }],
  PROXIO_CTA_TITLE: 'Start a project',
  PROXIO_CTA_ITEMS: [{ label: 'Talk to us', href: '#contact' }],
  PROXIO_CONTACT_ENDPOINT: 'mailto:hello@example.com',
}

describe('proxio frame', () => {
  beforeEach(() => resetRouter('/'))

  it('opens the home on the welcome cover: the site title over the site cover, the header translucent over it', () => {
    renderPage('LayoutIndex', home, {}, { info: { title: 'Studio', description: 'We make sites', icon: '', pageCover: '/cover.jpg' } })
    const cover = welcome() as HTMLElement
    expect(cover.textContent).toContain('Studio')
    const picture = cover.querySelector('img')!
    expect(picture.getAttribute('src')).toContain('/cover.jpg')
    expect(picture.getAttribute('loading')).toBe('eager')
    expect(document.querySelector('[data-proxio-header]')!.getAttribute('data-proxio-header')).toBe('over-cover')
    // The cover holds the picture: the hero below does not repeat it.
    expect(document.querySelector('[data-section="hero"] img')).toBeNull()
  })

  it('falls back to the hero picture for the cover, and leaves the cover out with PROXIO_WELCOME off', () => {
    const { unmount } = renderPage('LayoutIndex', home, { PROXIO_HERO_IMAGE: 'https://example.com/hero.jpg' })
    expect(welcome()!.querySelector('img')!.getAttribute('src')).toContain('https://example.com/hero.jpg')
    unmount()
    renderPage('LayoutIndex', home, { PROXIO_WELCOME: false, PROXIO_HERO_IMAGE: 'https://example.com/hero.jpg' })
    expect(welcome()).toBeNull()
    expect(document.querySelector('[data-proxio-header]')!.getAttribute('data-proxio-header')).toBe('solid')
    expect(document.querySelector('[data-section="hero"] img')!.getAttribute('src')).toContain('hero.jpg')
  })

  it('shows only the hero and the latest posts while no section content is set', () => {
    renderPage('LayoutIndex', home)
    expect(shownSections()).toEqual(['hero', 'blog'])
    expect(screen.getByRole('heading', { level: 1, name: 'Fixture Blog' })).toBeTruthy()
    expect(document.querySelectorAll('[data-section="blog"] [data-proxio-card]')).toHaveLength(4)
    expect(document.querySelector('form')).toBeNull()
  })

  it('shows the configured sections in proxio order, each with its anchor', () => {
    renderPage('LayoutIndex', home, configured)
    expect(shownSections()).toEqual(['hero', 'features', 'blog', 'careers', 'faq', 'call-to-action', 'contact'])
    expect(document.getElementById('features')!.textContent).toContain('Sites that feel right.')
    expect(within(document.getElementById('call-to-action')!).getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe('#contact')
    expect(document.getElementById('contact')!.querySelector('form')).not.toBeNull()
    // Every anchored section keeps the kit's scroll margin, so the fixed header never covers its heading.
    for (const section of document.querySelectorAll('[data-proxio-sections] > section[id]')) expect(section.className).toContain('scroll-mt-20')
  })

  it('paints the sections on alternating bands and turns smooth scrolling on from its root', () => {
    renderPage('LayoutIndex', home, configured)
    const bands = document.querySelector('[data-proxio-sections]')!
    expect(bands.className).toMatch(/bands/)
    expect(document.getElementById('theme-proxio')!.className).toMatch(/root/)
  })

  it('opens the blog pages under a solid header with the centred title block', () => {
    renderPage('LayoutPostList', { posts, pagination: { page: 2, totalPages: 2, basePath: '/' }, filter: null })
    expect(welcome()).toBeNull()
    expect(document.querySelector('[data-proxio-header]')!.getAttribute('data-proxio-header')).toBe('solid')
    const banner = document.querySelector('[data-proxio-banner]') as HTMLElement
    expect(within(banner).getByRole('heading', { level: 1 }).textContent).toBe('Latest posts')
    expect(banner.textContent).toContain('Fixture Blog')
    expect(document.querySelectorAll('[data-proxio-card]')).toHaveLength(4)
  })

  it('shows its own sign-in screen with the site brand', () => {
    renderPage('LayoutSignIn', {} as never)
    const identity = document.querySelector('[data-proxio-identity]') as HTMLElement
    expect(identity.textContent).toContain('Fixture Blog')
    expect(within(document.querySelector('[data-proxio-banner]') as HTMLElement).getByRole('heading', { level: 1 }).textContent).toBe('Sign in')
  })
})
