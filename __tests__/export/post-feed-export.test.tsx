// Scroll mode asks /api/posts for more posts; a static export has numbered pages instead.
import { screen } from '@testing-library/react'
import { PostFeed } from '@/components/lists/PostFeed'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixturePost } from '../search/fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

describe('PostFeed in a static export', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => vi.unstubAllEnvs())

  it("shows the numbered pager even when POST_LIST_STYLE is 'scroll'", () => {
    vi.stubEnv('NEXT_PUBLIC_FOLIO_STATIC_EXPORT', '1')
    renderInSite(<PostFeed posts={[fixturePost({ id: 'a', title: 'Alpha' })]} pagination={{ page: 1, totalPages: 2, basePath: '/' }} />, {
      chrome: { postListStyle: 'scroll' },
    })
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull()
  })
})
