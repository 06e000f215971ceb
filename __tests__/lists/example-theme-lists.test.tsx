// The example theme's lists follow POST_LIST_STYLE (numbered pages or more on scroll), show
// the tags and the comment link on each row, and its footer shows the visitor counters when a
// counter service is configured.
import { screen, within } from '@testing-library/react'
import { resetRouter } from '@/__tests__/fixtures/router'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import type { CommentBackend } from '@/lib/comments/types'
import { Footer } from '@/themes/example/frame/Footer'
import { preloadVisitorCounters } from '@/components/chrome/VisitorCounters'
import { PostRows } from '@/themes/example/posts/PostRows'
import { fixturePost } from '../search/fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const posts = [
  fixturePost({
    id: 'a',
    title: 'Alpha',
    summary: 'About alpha',
    tags: ['Rust'],
    tagItems: [{ name: 'Rust', color: 'orange', count: 1 }],
  }),
  fixturePost({ id: 'b', title: 'Beta', preview: 'Beta body\nsecond line' }),
]
const pagination = { page: 1, totalPages: 2, basePath: '/' }
const WEBMENTION = { kind: 'webmention', hostname: 'example.org' } as CommentBackend

describe('example theme lists', () => {
  beforeEach(() => resetRouter('/'))

  it('pages with numbers by default, and scrolls with More when POST_LIST_STYLE=scroll', () => {
    const { unmount } = renderInSite(<PostRows posts={posts} pagination={pagination} />, {
      chrome: { postListStyle: 'page' },
    })
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.queryByTestId('scroll-post-list')).toBeNull()
    unmount()
    renderInSite(<PostRows posts={posts} pagination={pagination} />, {
      chrome: { postListStyle: 'scroll' },
    })
    expect(screen.getByTestId('scroll-post-list')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/page/2')
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('shows tags, the excerpt and, with comments configured, the comment link', () => {
    const { unmount } = renderInSite(<PostRows posts={posts} pagination={pagination} />)
    const alpha = within(screen.getByText('Alpha').closest('article') as HTMLElement)
    expect(alpha.getByRole('link', { name: 'Rust' })).toHaveAttribute('href', '/tag/Rust')
    expect(alpha.getByText('About alpha')).toBeInTheDocument()
    expect(screen.getByText(/Beta body/)).toHaveAttribute('data-excerpt', 'preview')
    expect(document.querySelector('[data-comment-link]')).toBeNull()
    unmount()
    renderInSite(<PostRows posts={posts} pagination={pagination} />, {
      chrome: { comments: { backends: [WEBMENTION] } },
    })
    expect(
      [...document.querySelectorAll('[data-comment-link]')].map((a) => a.getAttribute('href')),
    ).toEqual(['/article/a?target=comment', '/article/b?target=comment'])
  })

  it('puts the visitor counters in the footer only with a counter service', async () => {
    // The counters are a lazily loaded piece: loaded first, the render is synchronous.
    await preloadVisitorCounters()
    const { unmount } = renderInSite(<Footer />)
    expect(document.querySelector('[data-visitor-counters]')).toBeNull()
    unmount()
    renderInSite(<Footer />, { chrome: { plugins: { counter: { url: 'https://c.test/b' } } } })
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Page views.*Visitors/)
  })
})
