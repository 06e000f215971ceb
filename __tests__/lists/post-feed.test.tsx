import { screen } from '@testing-library/react'
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PostFeed } from '@/components/lists/PostFeed'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixturePost } from '../search/fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const posts = [
  fixturePost({ id: 'a', title: 'Alpha', summary: 'About alpha' }),
  fixturePost({ id: 'b', title: 'Beta', preview: 'Beta body\nsecond line' }),
]
const pagination = { page: 1, totalPages: 2, basePath: '/' }

describe('PostFeed', () => {
  beforeEach(() => resetRouter('/'))

  it("pages with the numbered pager when POST_LIST_STYLE is 'page'", () => {
    renderInSite(<PostFeed posts={posts} pagination={pagination} />, {
      chrome: { postListStyle: 'page' },
    })
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull()
  })

  it("scrolls with a More control when POST_LIST_STYLE is 'scroll'", () => {
    renderInSite(<PostFeed posts={posts} pagination={pagination} />, {
      chrome: { postListStyle: 'scroll' },
    })
    expect(screen.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/page/2')
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it("uses the theme's card and shows the empty state for no posts", () => {
    const { unmount } = renderInSite(
      <PostFeed
        posts={posts}
        pagination={pagination}
        renderPost={(p) => <p data-testid="card">{p.title}</p>}
      />,
    )
    expect(screen.getAllByTestId('card').map((c) => c.textContent)).toEqual(['Alpha', 'Beta'])
    unmount()
    renderInSite(<PostFeed posts={[]} pagination={{ page: 1, totalPages: 1, basePath: '/' }} />)
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument()
  })
})

describe('PostExcerpt', () => {
  it('shows the summary, else the preview, else nothing', () => {
    const { container, rerender } = renderInSite(<PostExcerpt post={posts[0]!} />)
    expect(container.querySelector('[data-excerpt="summary"]')).toHaveTextContent('About alpha')
    rerender(<PostExcerpt post={posts[1]!} />)
    expect(container.querySelector('[data-excerpt="preview"]')?.textContent).toBe(
      'Beta body\nsecond line',
    )
    rerender(<PostExcerpt post={{ summary: ' ', preview: undefined }} />)
    expect(container.querySelector('p')).toBeNull()
  })
})
