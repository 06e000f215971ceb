import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LayoutIndex } from '@/themes/medium/layouts/LayoutIndex'
import { LayoutPostList } from '@/themes/medium/layouts/LayoutPostList'
import { LayoutSearch } from '@/themes/medium/layouts/LayoutSearch'
import { resetRouter } from '@/__tests__/fixtures/router'
import { onePage, summary } from './posts'
import { linkIn, maybeLinkIn } from './queries'
import { renderMedium } from './render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const card = () => within(screen.getByTestId('medium-post-card'))
const cover = () => screen.getByTestId('medium-post-card').querySelector('[data-cover] img')
const excerpt = () => screen.getByTestId('medium-post-card').querySelector('[data-excerpt]')
const home = (settings = {}) =>
  renderMedium(<LayoutIndex posts={[summary()]} pagination={onePage} />, { settings })

describe('medium home cards', () => {
  beforeEach(() => resetRouter('/'))

  it('show cover, icon title, date, category, tags and summary by default', () => {
    home()
    expect(cover()).toHaveAttribute(
      'src',
      '/covers/hello-small.png',
    )
    expect(card().getByRole('heading', { level: 2 })).toHaveTextContent('📘Hello medium')
    expect(linkIn(card(), /Hello medium/)).toHaveAttribute('href', '/article/hello-medium')
    expect(card().getByText('May 6, 2024')).toBeInTheDocument()
    expect(linkIn(card(), 'Notes')).toHaveAttribute('href', '/category/Notes')
    expect(linkIn(card(), 'React')).toHaveAttribute('href', '/tag/React')
    expect(excerpt()).toHaveTextContent(
      'A short summary of the post.',
    )
  })

  it('drop the cover with MEDIUM_POST_LIST_COVER=false, and when the post has none', () => {
    const { unmount } = home({ MEDIUM_POST_LIST_COVER: false })
    expect(cover()).toBeNull()
    unmount()
    renderMedium(
      <LayoutIndex
        posts={[summary({ pageCover: '', pageCoverThumbnail: '' })]}
        pagination={onePage}
      />,
    )
    expect(cover()).toBeNull()
  })

  it('drop the summary with MEDIUM_POST_LIST_PREVIEW=false', () => {
    home({ MEDIUM_POST_LIST_PREVIEW: false })
    expect(excerpt()).toBeNull()
  })

  it('drop the category with MEDIUM_POST_LIST_CATEGORY=false', () => {
    home({ MEDIUM_POST_LIST_CATEGORY: false })
    expect(maybeLinkIn(card(), 'Notes')).not.toBeInTheDocument()
    expect(linkIn(card(), 'React')).toBeInTheDocument()
  })

  it('drop the tags with MEDIUM_POST_LIST_TAG=false', () => {
    home({ MEDIUM_POST_LIST_TAG: false })
    expect(maybeLinkIn(card(), 'React')).not.toBeInTheDocument()
    expect(linkIn(card(), 'Notes')).toBeInTheDocument()
  })

  it('show the empty state when there are no posts', () => {
    renderMedium(<LayoutIndex posts={[]} pagination={onePage} />)
    expect(screen.queryByTestId('medium-post-card')).not.toBeInTheDocument()
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument()
  })
})

describe('medium lists', () => {
  beforeEach(() => resetRouter('/category/Notes'))

  it("head a category list 'Category:name' and a tag list 'Tags:name'", () => {
    const page = { page: 1, totalPages: 1, basePath: '/category/Notes' }
    const { unmount } = renderMedium(
      <LayoutPostList
        posts={[summary()]}
        pagination={page}
        filter={{ kind: 'category', name: 'Notes' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Category:Notes')
    unmount()
    renderMedium(
      <LayoutPostList
        posts={[summary()]}
        pagination={page}
        filter={{ kind: 'tag', name: 'React' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tags:React')
  })

  it('switches to the infinite list with a More button when POST_LIST_STYLE is scroll', () => {
    renderMedium(
      <LayoutPostList
        posts={[summary()]}
        pagination={{ page: 1, totalPages: 2, basePath: '/' }}
        filter={null}
      />,
      { chrome: { postListStyle: 'scroll' } },
    )
    expect(screen.getByRole('link', { name: /^More$/ })).toHaveAttribute('href', '/page/2')
    expect(maybeLinkIn(screen, /Next page/)).not.toBeInTheDocument()
  })

  it('link the next page of a paged list', () => {
    renderMedium(
      <LayoutPostList
        posts={[summary()]}
        pagination={{ page: 1, totalPages: 2, basePath: '/' }}
        filter={null}
      />,
    )
    expect(linkIn(screen, /Next page/)).toHaveAttribute('href', '/page/2')
  })

  it('search: category and tag lists without a keyword, "No results found." for a miss', async () => {
    // The full-text index is fetched in the browser; here it is unavailable, so only the
    // server's (empty) matches count.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('offline')))
    const categories = [{ name: 'Notes', color: 'gray' as const, count: 4 }]
    const tags = [{ name: 'React', color: 'blue' as const, count: 3 }]
    const page = { page: 1, totalPages: 1, basePath: '/search' }
    const { unmount } = renderMedium(
      <LayoutSearch keyword="" posts={[]} pagination={page} categories={categories} tags={tags} />,
    )
    expect(linkIn(screen, /Notes/)).toHaveAttribute('href', '/category/Notes')
    expect(linkIn(screen, /React/)).toHaveAttribute('href', '/tag/React')
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument()
    unmount()
    renderMedium(
      <LayoutSearch
        keyword="zebra"
        posts={[]}
        pagination={page}
        categories={categories}
        tags={tags}
      />,
    )
    expect(await screen.findByText(/No results found\./)).toBeInTheDocument()
    expect(maybeLinkIn(screen, /Notes/)).not.toBeInTheDocument()
    vi.unstubAllGlobals()
  })
})
