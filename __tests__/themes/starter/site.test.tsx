// The starter theme's own behaviour: the home's sections only when configured (the hero falls
// back to the site's title), the header transparent over the hero and solid elsewhere, sign-in
// and sign-up links only with sign-in on, the team's initials, and lite mode (no frame, no art).
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { themeRoot } from '@/components/theme/theme-root'
import { I18nProvider } from '@/lib/i18n/react'
import starter from '@/themes/starter'
import { config } from '@/themes/starter/config'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { detail, onePage, summary } from '../medium/posts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderPage = themePageRenderer(starter, config)
const posts = [1, 2, 3].map((n) => summary({ id: String(n).padStart(32, '0'), title: `Post ${n}`, href: `/article/p${n}`, slug: `p${n}` }))
const home = { posts, pagination: onePage }
const sections = () => [...document.querySelectorAll('main [data-section]')].map((s) => s.getAttribute('data-section'))

const filled = {
  STARTER_HERO_TITLE: 'Ship your SaaS',
  STARTER_HERO_IMAGE: '/images/screen.png',
  STARTER_PRICING_ITEMS: [
    { name: 'Basic', price: '$0', features: ['One site'] },
    { name: 'Pro', price: '$9', features: ['Ten sites'], featured: true, label: 'Buy Pro', href: '/buy' },
  ],
  STARTER_TEAM_ITEMS: [{ name: 'Ada Lin', role: 'Editor' }],
  STARTER_CONTACT_ENDPOINT: 'mailto:hi@example.com',
}

describe('starter home', () => {
  beforeEach(() => resetRouter('/'))

  it('shows only the hero (the site title) and the blog while no section is configured', () => {
    renderPage('LayoutIndex', home)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fixture Blog')
    expect(sections()).toEqual(['hero', 'blog'])
    expect(document.querySelector('form')).toBeNull()
  })

  it('lays out the configured sections: featured pricing tier, team initials, contact form', () => {
    renderPage('LayoutIndex', home, filled)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ship your SaaS')
    expect(sections()).toEqual(expect.arrayContaining(['hero', 'pricing', 'team', 'blog', 'contact']))
    const featured = document.querySelector('[data-featured="true"]') as HTMLElement
    expect(within(featured).getByText('Most popular')).toBeTruthy()
    expect(featured.className).toContain('bg-[#3758f9]')
    expect(document.querySelector('[data-section="team"]')!.textContent).toContain('AL')
    expect(document.querySelector('[data-section="contact"] form')).not.toBeNull()
    const img = document.querySelector('[data-section="hero"] img') as HTMLImageElement
    expect(img.getAttribute('loading')).not.toBe('lazy')
  })

  it('draws the blog section with dated cards and a small blue line above its title', () => {
    renderPage('LayoutIndex', home, { STARTER_BLOG_TITLE: 'Our news' })
    const blog = document.querySelector('[data-section="blog"]') as HTMLElement
    expect(within(blog).getByText('Latest posts')).toBeTruthy()
    expect(within(blog).getByRole('heading', { level: 2 }).textContent).toBe('Our news')
    expect(blog.querySelectorAll('[data-starter-card] time')).toHaveLength(3)
  })
})

describe('starter header', () => {
  beforeEach(() => resetRouter('/'))

  it('is transparent over the home hero and a solid bar on blog pages', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(document.querySelector('[data-starter-header]')!.getAttribute('data-starter-header')).toBe('clear')
    unmount()
    renderPage('LayoutPostList', { posts, pagination: { page: 2, totalPages: 2, basePath: '/' }, filter: null })
    expect(document.querySelector('[data-starter-header]')!.getAttribute('data-starter-header')).toBe('solid')
  })

  it('offers sign in and sign up only when sign-in is configured', () => {
    const { unmount } = renderPage('LayoutIndex', home)
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull()
    unmount()
    renderPage('LayoutIndex', home, {}, { signIn: true })
    const header = document.querySelector('header[data-starter-header]') as HTMLElement
    expect(within(header).getAllByRole('link', { name: 'Sign in' })[0]!.getAttribute('href')).toBe('/sign-in')
    expect(within(header).getAllByRole('link', { name: 'Sign up' })[0]!.getAttribute('href')).toBe('/sign-up')
  })

  it('shows the article title once, in the page band', () => {
    renderPage('LayoutSlug', { post: detail(), body: null, prev: null, next: null, related: [], aiSummary: null })
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(headings[0]!.closest('[data-page-header]')).not.toBeNull()
  })
})

describe('starter identity screens', () => {
  it('puts sign-in and sign-up in its blue-and-white card under the solid header', () => {
    for (const layout of ['LayoutSignIn', 'LayoutSignUp'] as const) {
      const { unmount } = renderPage(layout, {}, {}, { signIn: true })
      const card = document.querySelector('[data-starter-identity]') as HTMLElement
      expect(card.id).toBe('identity')
      expect(within(card).getByText('Fixture Blog')).toBeTruthy()
      expect(document.querySelector('[data-starter-header]')!.getAttribute('data-starter-header')).toBe('solid')
      unmount()
    }
  })
})

describe('starter lite mode', () => {
  it('drops the header, the footer, the to-top button and the dotted art', () => {
    const Root = themeRoot(starter)
    const value = { ...fixtureContext({}, { theme: 'starter', lite: true }), layout: 'LayoutIndex' as const, themeConfig: { ...config.parse({}), ...filled } }
    render(
      <SiteProvider value={value}>
        <I18nProvider locale="en-US">
          <Root layout="LayoutIndex" data={home} />
        </I18nProvider>
      </SiteProvider>,
    )
    const root = document.getElementById('theme-starter')!
    expect(root.getAttribute('data-lite')).toBe('true')
    expect(root.querySelector('header[data-starter-header]')).toBeNull()
    expect(root.querySelector('footer')).toBeNull()
    expect(root.innerHTML).not.toContain('radial-gradient')
    expect(document.querySelector('[data-section="hero"]')).not.toBeNull()
  })
})
