import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetPostHrefs } from '@/components/chrome/post-hrefs'
import { Hero } from '@/components/home/Hero'
import { CategoryShortcuts } from '@/components/home/CategoryShortcuts'
import { HeroBanner } from '@/components/home/HeroBanner'
import { RecommendedPosts } from '@/components/home/RecommendedPosts'
import { TechIconStrip } from '@/components/home/TechIconStrip'
import type { HomeWidgets } from '@/lib/home/types'
import type { PostLink } from '@/lib/routes/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const link = (n: number, extra: Partial<PostLink> = {}): PostLink => ({
  id: `id-${n}`,
  title: `Post ${n}`,
  href: `/article/post-${n}`,
  external: false,
  publishDay: '2024-01-01',
  pageIcon: '',
  pageCoverThumbnail: '',
  category: null,
  ...extra,
})

const PAIRS = [
  {
    title_1: 'React',
    img_1: 'react',
    color_1: '#20232a',
    title_2: 'Vue',
    img_2: 'https://img.test/vue.svg',
    color_2: '#42b883',
  },
  {
    title_1: 'Svelte',
    img_1: 'svelte',
    color_1: '#ff3e00',
    title_2: 'Git',
    img_2: 'git',
    color_2: '#f05032',
  },
]

const HOME: HomeWidgets = {
  noticeLinks: [],
  quote: null,
  heroShortcuts: [
    { title: 'Categories', url: '/category' },
    { title: 'Archive', url: '/archive' },
    { title: 'About', url: '/about' },
  ],
  heroIcons: PAIRS,
  recommended: [link(1), link(2), link(3)],
  today: { url: '/about', title: '', image: '' },
}

describe('Hero', () => {
  beforeEach(() => {
    resetRouter('/')
    resetPostHrefs()
    // No /api/post-hrefs (a static host): random picks come from the page's pool.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 404 })),
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows the shortcut buttons from the settings, keeping ?theme=', () => {
    renderInSite(<CategoryShortcuts items={HOME.heroShortcuts} />, {
      variant: { keep: 'theme=example' },
    })
    const nav = screen.getByRole('navigation', { name: 'Shortcuts' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Categories', 'Archive', 'About'])
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/category?theme=example',
      '/archive?theme=example',
      '/about?theme=example',
    ])
  })

  it('shows each icon pair, drawing built-in marks, images and letters, twice for the endless scroll', () => {
    const { container } = renderInSite(<TechIconStrip pairs={PAIRS} />)
    const [first, repeat] = container.querySelectorAll('ul')
    expect(repeat).toHaveAttribute('aria-hidden', 'true')
    expect(first?.querySelectorAll('li')).toHaveLength(2)
    const tiles = within(first as HTMLElement).getAllByRole('img')
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual([
      'React',
      'Vue',
      'Svelte',
      'Git',
    ])
    expect(tiles[0]?.querySelector('svg')).not.toBeNull()
    expect(tiles[1]?.querySelector('img')).toHaveAttribute('src', 'https://img.test/vue.svg')
    expect(tiles[2]).toHaveTextContent('Sv')
    expect(tiles[0]).toHaveStyle({ backgroundColor: '#20232a', color: '#ffffff' })
  })

  it('jumps to a random post from the pool (never the current page), keeping ?theme=', async () => {
    const push = vi.spyOn(routerStub, 'push')
    vi.spyOn(Math, 'random').mockReturnValue(0.99)
    routerStub.asPath = '/article/post-3'
    renderInSite(<HeroBanner pool={[link(3), link(4)]} />, {
      chrome: { latestPosts: [link(1)] },
      variant: { keep: 'theme=example' },
    })
    fireEvent.click(screen.getByRole('button', { name: /Random post/ }))
    // No server answers /api/post-hrefs in tests (a static host): the pool is post 1 (latest)
    // and 4 (given); post 3 is the page itself.
    await waitFor(() => expect(push).toHaveBeenCalledWith('/article/post-4?theme=example'))
  })

  it('opens an external post in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderInSite(
      <HeroBanner pool={[link(9, { href: 'https://elsewhere.test/x', external: true })]} />,
    )
    fireEvent.click(screen.getByRole('button', { name: /Random post/ }))
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://elsewhere.test/x',
        '_blank',
        'noopener,noreferrer',
      ),
    )
  })

  it('offers no random jump when there is no post at all', () => {
    renderInSite(<HeroBanner />)
    expect(screen.queryByRole('button', { name: /Random post/ })).toBeNull()
  })

  it('loads the first row of recommended covers at once (the first with high priority), the rest lazily', () => {
    const posts = [1, 2, 3, 4, 5].map((n) => link(n, { pageCoverThumbnail: `/covers/${n}.png` }))
    const { container } = renderInSite(<RecommendedPosts posts={posts} />)
    const covers = [...container.querySelectorAll('img')]
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy'])
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null])
  })

  it('lists the recommended posts as links', () => {
    renderInSite(<RecommendedPosts posts={[link(1), link(2)]} />)
    const section = screen.getByRole('region', { name: 'Recommended' })
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/article/post-1', '/article/post-2'])
  })

  it('composes banner, strip, shortcuts and the today card over the recommended posts', () => {
    const { container } = renderInSite(<Hero home={HOME} />)
    expect(container.querySelector('[data-home-banner] [role="group"]')).not.toBeNull()
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument()
    const today = container.querySelector('[data-home-today]')
    expect(today?.querySelectorAll('[data-home-recommended] li')).toHaveLength(3)
  })
})
