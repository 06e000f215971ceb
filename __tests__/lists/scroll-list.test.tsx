import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { ScrollPostList } from '@/components/lists/ScrollPostList'
import { hasMorePosts } from '@/components/lists/useMorePosts'
import { SCROLL_THROTTLE_MS, TRIGGER_MARGIN_PX } from '@/components/lists/useNearBottom'
import { fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixturePost } from '../search/fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const PER_PAGE = 3
const ALL = Array.from({ length: 7 }, (_, i) =>
  fixturePost({ id: `p${i + 1}`, title: `Post ${i + 1}`, summary: `Summary ${i + 1}` }),
)
const fetchMock = vi.fn()

/** /api/posts over ALL, PER_PAGE a page. */
function serveList() {
  fetchMock.mockImplementation(async (url: string) => {
    const page = Number(new URL(url, 'http://x').searchParams.get('page'))
    const posts = ALL.slice((page - 1) * PER_PAGE, page * PER_PAGE)
    return {
      ok: true,
      status: 200,
      json: async () => ({ posts, page, totalPages: 3, total: ALL.length, perPage: PER_PAGE }),
    }
  })
}

let listBottom = 10_000
function renderList(page = 1) {
  const result = renderInSite(
    <ScrollPostList
      posts={ALL.slice((page - 1) * PER_PAGE, page * PER_PAGE)}
      pagination={{ page, totalPages: 3, basePath: '/' }}
    />,
    { variant: { theme: 'medium' } },
  )
  const list = screen.getByTestId('scroll-post-list')
  list.getBoundingClientRect = () => ({ bottom: listBottom }) as DOMRect
  return result
}

/** The page as Next.js re-renders it after a client-side move: same tree, new props. */
function inSite(ui: ReactElement) {
  const value = fixtureContext({}, { theme: 'medium' })
  return (
    <SiteProvider value={value}>
      <I18nProvider locale={value.variant.locale}>{ui}</I18nProvider>
    </SiteProvider>
  )
}

const shown = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
const scroll = () => fireEvent.scroll(window)
const flush = () => act(async () => {})

describe('ScrollPostList', () => {
  beforeEach(() => {
    resetRouter('/')
    fetchMock.mockReset()
    serveList()
    vi.stubGlobal('fetch', fetchMock)
    listBottom = 10_000
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('loads the next page on More, until every post is shown, then says No more', async () => {
    renderList()
    expect(shown()).toEqual(['Post 1', 'Post 2', 'Post 3'])
    const more = screen.getByRole('link', { name: 'More' })
    expect(more).toHaveAttribute('href', '/page/2')
    fireEvent.click(more)
    await flush()
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/posts?list=home&page=2&theme=medium',
      expect.anything(),
    )
    expect(shown()).toHaveLength(6)
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    await flush()
    expect(shown()).toHaveLength(7)
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull()
    expect(screen.getByText('No more')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('loads when the list bottom comes within 100 px of the window bottom, not before', async () => {
    vi.useFakeTimers()
    renderList()
    listBottom = window.innerHeight + TRIGGER_MARGIN_PX + 1
    scroll()
    await flush()
    expect(fetchMock).not.toHaveBeenCalled()
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    listBottom = window.innerHeight + TRIGGER_MARGIN_PX
    scroll()
    await flush()
    // (The end is still in view after it, so the following pages load too: see below.)
    expect(fetchMock).toHaveBeenCalled()
    expect(fetchMock.mock.calls[0]?.[0]).toContain('page=2')
  })

  it('checks the scroll position at most once per 500 ms', async () => {
    vi.useFakeTimers()
    renderList()
    const list = screen.getByTestId('scroll-post-list')
    const measure = vi.fn(() => ({ bottom: 10_000 }) as DOMRect)
    list.getBoundingClientRect = measure
    for (let i = 0; i < 10; i++) {
      scroll()
      vi.advanceTimersByTime(40)
    }
    expect(measure).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS)
    // One trailing check measures where the scrolling stopped.
    expect(measure).toHaveBeenCalledTimes(2)
  })

  it('asks once while a page is loading, however many triggers arrive', async () => {
    let answer: (v: unknown) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    renderList()
    const more = screen.getByRole('link', { name: 'More' })
    fireEvent.click(more)
    fireEvent.click(screen.getByRole('link', { name: 'Loading more...' }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () =>
      answer({
        ok: true,
        json: async () => ({
          posts: ALL.slice(3, 6),
          page: 2,
          totalPages: 3,
          total: 7,
          perPage: 3,
        }),
      }),
    )
    expect(shown()).toHaveLength(6)
  })

  it('shows a post once even when the pages shifted meanwhile', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      json: async () => ({ posts: ALL.slice(2, 5), page: 2, totalPages: 3, total: 7, perPage: 3 }),
    })
    renderList()
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    await flush()
    expect(shown()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5'])
  })

  it('offers nothing more on the last page', () => {
    renderList(3)
    expect(screen.queryByRole('link', { name: 'More' })).toBeNull()
    expect(screen.getByText('No more')).toBeInTheDocument()
  })

  it('shows the new list after a client-side move to another list of the same route', async () => {
    const tagA = [fixturePost({ id: 'a1', title: 'Tag A post' })]
    const tagB = [fixturePost({ id: 'b1', title: 'Tag B post' })]
    const ui = (posts: typeof tagA, basePath: string) =>
      inSite(<ScrollPostList posts={posts} pagination={{ page: 1, totalPages: 2, basePath }} />)
    const { rerender } = render(ui(tagA, '/tag/a'))
    screen.getByTestId('scroll-post-list').getBoundingClientRect = () =>
      ({ bottom: listBottom }) as DOMRect
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    await flush()
    expect(shown()).toEqual(['Tag A post', 'Post 4', 'Post 5', 'Post 6'])
    rerender(ui(tagB, '/tag/b'))
    expect(shown()).toEqual(['Tag B post'])
    const more = screen.getByRole('link', { name: 'More' })
    expect(more).toHaveAttribute('href', '/tag/b/page/2')
    fireEvent.click(more)
    await flush()
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/posts?list=tag%3Ab&page=2&theme=medium',
      expect.anything(),
    )
  })

  it('drops an answer that arrives after the visitor moved to another list', async () => {
    let answer: (v: unknown) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const { rerender } = render(
      inSite(
        <ScrollPostList
          posts={ALL.slice(0, 3)}
          pagination={{ page: 1, totalPages: 3, basePath: '/' }}
        />,
      ),
    )
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    rerender(
      inSite(
        <ScrollPostList
          posts={[fixturePost({ id: 'b1', title: 'Tag B post' })]}
          pagination={{ page: 1, totalPages: 2, basePath: '/tag/b' }}
        />,
      ),
    )
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument()
    await act(async () =>
      answer({
        ok: true,
        json: async () => ({
          posts: ALL.slice(3, 6),
          page: 2,
          totalPages: 3,
          total: 7,
          perPage: 3,
        }),
      }),
    )
    expect(shown()).toEqual(['Tag B post'])
  })

  it('keeps loading after a page comes in while the end is still in view (tall screen)', async () => {
    renderList()
    listBottom = window.innerHeight
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    await flush()
    await flush()
    // Page 2 by the click, page 3 by the check after it, with no scroll event.
    expect(shown()).toHaveLength(7)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not load on its own after a page comes in when the end is out of view', async () => {
    renderList()
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    await flush()
    await flush()
    expect(shown()).toHaveLength(6)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('keeps More after a failed load, so the visitor can retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValueOnce({ ok: false, status: 500, json: async () => ({}) })
    renderList()
    fireEvent.click(screen.getByRole('link', { name: 'More' }))
    await flush()
    expect(shown()).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'More' })).toBeInTheDocument()
  })
})

describe('hasMorePosts', () => {
  it('offers more only while fewer posts are shown than the list holds', () => {
    expect(hasMorePosts({ posts: ALL.slice(0, 3), page: 1 }, 1, 3)).toBe(true)
    expect(hasMorePosts({ posts: ALL.slice(0, 3), page: 3 }, 3, 3)).toBe(false)
    expect(hasMorePosts({ posts: ALL.slice(0, 6), page: 2, total: 7, perPage: 3 }, 1, 3)).toBe(true)
    expect(hasMorePosts({ posts: ALL.slice(0, 7), page: 3, total: 7, perPage: 3 }, 1, 3)).toBe(
      false,
    )
    // Started on page 2: the posts before it count as shown.
    expect(hasMorePosts({ posts: ALL.slice(3, 7), page: 3, total: 7, perPage: 3 }, 2, 3)).toBe(
      false,
    )
  })
})
