// The landing theme's own behaviour: the home is a page of sections, each shown only when its
// settings give it content; the header's dark pill repeats the hero's first button; the hero
// opens its video in a dialog; and a post that points to another site links straight there.
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import landing from '@/themes/landing'
import { config, type LandingConfig } from '@/themes/landing/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { detail, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(landing, config)

const post = (n: number) => summary({ id: String(n).padStart(32, '0'), title: `Post ${n}`, href: `/article/p${n}`, slug: `p${n}` })
const external = summary({ id: 'e'.repeat(32), title: 'Elsewhere', slug: 'https://example.org/essay', href: 'https://example.org/essay', external: true })
const posts = [post(1), external, post(2), post(3)]

const content: Partial<LandingConfig> = {
  LANDING_HERO_TITLE: 'Ship your site',
  LANDING_HERO_ITEMS: [
    { label: 'Start now', href: '/start' },
    { label: 'Learn more', href: '#features' },
  ],
  LANDING_HERO_IMAGE: '/hero.png',
  LANDING_HERO_VIDEO: '/tour.webm',
  LANDING_FEATURES_TITLE: 'Features',
  LANDING_FEATURES_ITEMS: [{ title: 'Fast', text: 'Very fast.', icon: '⚡' }],
  LANDING_FEATURE_BLOCKS_ITEMS: [{ title: 'One database', text: 'Columns you know.', image: '/one.svg' }],
  LANDING_TESTIMONIALS_ITEMS: [{ quote: 'Lovely.', name: 'Mina' }],
  LANDING_PRICING_ITEMS: [{ name: 'Pro', price: '$5', features: ['All of it'], featured: true, label: 'Buy', href: '/buy' }],
  LANDING_CTA_TITLE: 'Start today',
  LANDING_NEWSLETTER_ENDPOINT: 'mailto:hello@example.com',
}
const SECTIONS = ['features', 'feature-blocks', 'testimonials', 'pricing', 'call-to-action', 'newsletter']
const shownSections = () => [...document.querySelectorAll('main [data-section]')].map((s) => s.getAttribute('data-section'))

describe('landing home', () => {
  beforeEach(() => resetRouter('/'))

  it('leaves every unset section out: the hero falls back to the site title, with no pill, picture or video', () => {
    renderPage('LayoutIndex', { posts: [], pagination: onePage })
    const shown = shownSections()
    for (const section of [...SECTIONS, 'blog', 'video-button']) expect(shown, section).not.toContain(section)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fixture Blog')
    expect(document.querySelector('[data-landing-action]')).toBeNull()
    expect(document.querySelector('[data-landing-circles]')).toBeNull()
  })

  it('shows each configured section in the landing order, the latest posts before the call to action', () => {
    renderPage('LayoutIndex', { posts, pagination: onePage }, content)
    expect(shownSections().filter((s) => s !== 'hero' && s !== 'video-button')).toEqual([
      'features',
      'feature-blocks',
      'testimonials',
      'pricing',
      'blog',
      'call-to-action',
      'newsletter',
    ])
    const title = screen.getByRole('heading', { level: 1, name: 'Ship your site' })
    expect(title.className).toContain('bg-clip-text')
    expect(document.querySelector('[data-landing-circles]')!.getAttribute('aria-hidden')).toBe('true')
  })

  it("repeats the hero's first button as the header's dark pill", () => {
    renderPage('LayoutIndex', { posts, pagination: onePage }, content)
    const pills = [...document.querySelectorAll('[data-landing-action]')]
    expect(pills.length).toBeGreaterThan(0)
    for (const pill of pills) {
      expect(pill.textContent).toContain('Start now')
      expect(pill.getAttribute('href')).toBe('/start')
    }
  })

  it("keeps the phones' menu drawer outside the blurred bar, whose backdrop filter would trap its fixed panel", () => {
    renderPage('LayoutIndex', { posts, pagination: onePage }, content)
    const drawer = document.querySelector('[role="dialog"][aria-modal="true"]')
    expect(drawer).not.toBeNull()
    expect(drawer!.closest('header')).toBeNull()
  })

  it('opens the hero video in a dialog from the white pill', () => {
    renderPage('LayoutIndex', { posts, pagination: onePage }, content)
    fireEvent.click(screen.getByRole('button', { name: /Watch the video/ }))
    expect(screen.getByRole('dialog', { name: /Watch the video/ })).toBeTruthy()
  })

  it('shows three latest posts by default, and none with LANDING_BLOG_COUNT 0', () => {
    const { unmount } = renderPage('LayoutIndex', { posts, pagination: onePage })
    const blog = document.querySelector('[data-section="blog"]') as HTMLElement
    expect(blog.querySelectorAll('[data-landing-tile]')).toHaveLength(3)
    unmount()
    renderPage('LayoutIndex', { posts, pagination: onePage }, { LANDING_BLOG_COUNT: 0 })
    expect(document.querySelector('[data-section="blog"]')).toBeNull()
  })
})

describe('landing blog', () => {
  beforeEach(() => resetRouter('/page/2'))

  it('links a post that points elsewhere straight to its address, in a new tab, from lists and the home', () => {
    const { unmount } = renderPage('LayoutPostList', { posts, pagination: { page: 2, totalPages: 2, basePath: '/' }, filter: null })
    const rows = document.querySelectorAll('[data-landing-row]')
    expect(rows).toHaveLength(4)
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: /Elsewhere/ })
    expect(link.getAttribute('href')).toBe('https://example.org/essay')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /Post 1/ }).getAttribute('target')).toBeNull()
    unmount()
    resetRouter('/')
    renderPage('LayoutIndex', { posts, pagination: onePage })
    expect(screen.getByRole('link', { name: /Elsewhere/ }).getAttribute('href')).toBe('https://example.org/essay')
  })

  it('puts an article in the narrow column with its contents behind a floating button', () => {
    resetRouter('/article/hello-medium')
    renderPage('LayoutSlug', { post: detail(), body: null, prev: null, next: null, related: [], aiSummary: null })
    const article = document.getElementById('article-wrapper')!
    expect(article.closest('.max-w-3xl')).not.toBeNull()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByTestId('floating-toc-button')).toBeTruthy()
  })
})
