// The "most read" widget: the list from /api/readership/popular as title links with their
// view counts, in the page's language; nothing when the counter is off, the list is empty or
// the request fails.
import { screen, waitFor, within } from '@testing-library/react'
import { resetRouter } from '@/__tests__/fixtures/router'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { settle } from '@/__tests__/plugins/helpers'
import { parsePopular } from '@/components/plugins/readership/usePopularPosts'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import type { PluginChrome } from '@/lib/plugins/types'
import { answer, fetches, stubReadershipBrowser, unstubReadershipBrowser, type Answer } from './browser-stubs'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const FOLIO: PluginChrome = { readership: { enabled: true } }
const POSTS = [
  { id: 'p1', title: 'The most read', href: '/article/most', views: 1 },
  { id: 'p2', title: 'Second', href: '/article/second', views: 12 },
]

function renderWidget(plugins: PluginChrome | null, popular?: Answer, variant = {}) {
  if (popular) answer('/api/readership/popular', popular)
  return renderInSite(
    <PopularPosts classNames={{ root: 'theme-card', heading: 'theme-heading', views: 'theme-views' }} />,
    { chrome: { plugins }, variant },
  )
}

/** Gives the widget time to load, ask and (not) render. */
const nothingShown = async () => {
  await settle(100)
  expect(document.querySelector('[data-section="popular-posts"]')).toBeNull()
}

beforeEach(() => {
  resetRouter('/')
  stubReadershipBrowser()
})
afterEach(unstubReadershipBrowser)

describe('PopularPosts', () => {
  it('lists the posts in the answer’s order as links with their views, in the theme’s classes', async () => {
    renderWidget(FOLIO, { status: 200, body: { posts: POSTS } })
    const widget = await screen.findByRole('region', { name: 'Most read' })
    expect(widget).toHaveClass('theme-card')
    expect(within(widget).getByRole('heading', { name: 'Most read' })).toHaveClass('theme-heading')
    const links = within(widget).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['The most read', '/article/most'],
      ['Second', '/article/second'],
    ])
    expect(within(widget).getByText('1 view')).toHaveClass('theme-views')
    expect(within(widget).getByText('12 views')).toBeInTheDocument()
    expect(fetches()).toEqual(['fetch /api/readership/popular'])
  })

  it('speaks the page’s language and asks for its language site’s posts', async () => {
    renderWidget(FOLIO, { status: 200, body: { posts: POSTS } }, { locale: 'ja-JP', prefix: '/ja' })
    const widget = await screen.findByRole('region', { name: 'よく読まれている記事' })
    expect(within(widget).getByText('12 回閲覧')).toBeInTheDocument()
    expect(within(widget).getByRole('link', { name: 'Second' })).toHaveAttribute('href', '/ja/article/second')
    expect(fetches()).toEqual(['fetch /api/readership/popular?lang=ja'])
  })

  it('renders nothing and asks nothing when the counter is off or the site is a static export', async () => {
    renderWidget(null, { status: 200, body: { posts: POSTS } })
    await nothingShown()
    vi.stubEnv('NEXT_PUBLIC_FOLIO_STATIC_EXPORT', '1')
    renderWidget(FOLIO, { status: 200, body: { posts: POSTS } })
    await nothingShown()
    expect(fetches()).toEqual([])
  })

  it('renders nothing for an empty list, a failed answer or no network', async () => {
    for (const popular of [{ status: 200, body: { posts: [] } }, { status: 503, body: {} }, 'network-error'] as const) {
      stubReadershipBrowser()
      const { unmount } = renderWidget(FOLIO, popular)
      await waitFor(() => expect(fetches()).toHaveLength(1))
      await nothingShown()
      unmount()
    }
  })
})

describe('parsePopular', () => {
  it('keeps only well-formed entries', () => {
    expect(parsePopular({ posts: [POSTS[0], { id: 'x', title: 'No views', href: '/article/x' }, null, 'p'] })).toEqual([POSTS[0]])
    expect(parsePopular({ posts: 'none' })).toEqual([])
    expect(parsePopular(null)).toEqual([])
  })
})
