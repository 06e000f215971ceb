import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { SearchResults } from '@/components/search/SearchResults'
import { resetLoadedIndexes } from '@/components/search/load-search-index'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { docOf, fixturePost, notionTips, payload, walking } from './fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const fetchMock = vi.fn()

function serveIndex(body: unknown = payload, ok = true) {
  fetchMock.mockResolvedValue({ ok, status: ok ? 200 : 500, json: async () => body })
}

const marks = (el: HTMLElement) => [...el.querySelectorAll('mark')].map((m) => m.textContent)
const section = () => document.querySelector('section[data-fulltext]') as HTMLElement

describe('SearchResults', () => {
  beforeEach(() => {
    resetLoadedIndexes()
    resetRouter('/search/notion')
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the server matches at once, the keyword marked in title and snippet', async () => {
    serveIndex()
    renderInSite(<SearchResults keyword="notion" initialPosts={[notionTips]} />)
    const link = screen.getByRole('link', { name: /Notion tips/ })
    expect(link).toHaveAttribute('href', '/article/tips')
    expect(marks(section())).toEqual(['Notion', 'Notion'])
    await waitFor(() => expect(section()).toHaveAttribute('data-fulltext', 'ready'))
    expect(fetchMock).toHaveBeenCalledWith('/api/search-index', expect.anything())
  })

  it('adds a post whose body alone holds the word, with a marked snippet from the body', async () => {
    serveIndex()
    resetRouter('/search/zephyrine')
    renderInSite(<SearchResults keyword="zephyrine" initialPosts={[]} />)
    expect(await screen.findByRole('link', { name: /Walking the trail/ })).toHaveAttribute(
      'href',
      '/article/walk',
    )
    const hit = document.querySelector('[data-search-hit="fulltext"]') as HTMLElement
    expect(hit.textContent).toContain('zephyrine breeze')
    expect(hit.textContent).toMatch(/^.*…/)
    expect(marks(hit)).toEqual(['zephyrine'])
  })

  it('finds by prefix and marks the whole word it matched', async () => {
    serveIndex()
    renderInSite(<SearchResults keyword="zephyr" initialPosts={[]} />)
    await screen.findByRole('link', { name: /Walking the trail/ })
    expect(marks(section())).toContain('zephyrine')
  })

  it('does not repeat a server match, and adds full-text hits after the last server page', async () => {
    serveIndex()
    const { unmount } = renderInSite(
      <SearchResults
        keyword="notion"
        initialPosts={[notionTips]}
        pagination={{ page: 1, totalPages: 1, basePath: '/search/notion' }}
      />,
    )
    await waitFor(() => expect(section()).toHaveAttribute('data-fulltext', 'ready'))
    expect(screen.getAllByRole('link', { name: /Notion tips/ })).toHaveLength(1)
    unmount()
    // Several pages of server matches: the body-only hits follow them on the last page.
    const onPage = (page: number) =>
      renderInSite(
        <SearchResults
          keyword="zephyrine"
          initialPosts={[]}
          pagination={{ page, totalPages: 2, basePath: '/search/zephyrine' }}
        />,
      )
    const first = onPage(1)
    await waitFor(() => expect(section()).toHaveAttribute('data-fulltext', 'ready'))
    expect(screen.queryByRole('link', { name: /Walking/ })).toBeNull()
    first.unmount()
    onPage(2)
    expect(await screen.findByRole('link', { name: /Walking/ })).toBeInTheDocument()
  })

  it('reaches every body hit beyond the first 50, a batch per click on More', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      fixturePost({ id: `body-${i}`, title: `Body only ${i}` }),
    )
    serveIndex({
      ...payload,
      docs: many.map((post, i) => docOf(post, i, `Plain words and a quokkaword ${i}.`)),
    })
    renderInSite(
      <SearchResults
        keyword="quokkaword"
        initialPosts={[]}
        pagination={{ page: 1, totalPages: 1, basePath: '/search/quokkaword' }}
      />,
    )
    const shown = () => document.querySelectorAll('[data-search-hit="fulltext"]').length
    await waitFor(() => expect(shown()).toBe(50))
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(shown()).toBe(100)
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(shown()).toBe(120)
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
  })

  it("says 'Searching...' while the index loads, then 'No results found.' with the keyword", async () => {
    let answer: (value: unknown) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderInSite(<SearchResults keyword="nothingmatches" initialPosts={[]} />)
    expect(screen.getByRole('status')).toHaveTextContent('Searching...')
    await act(async () => answer({ ok: true, status: 200, json: async () => payload }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found.'))
    expect(screen.getByRole('status')).toHaveTextContent('nothingmatches')
  })

  it('keeps the server matches when the index cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serveIndex(null, false)
    renderInSite(<SearchResults keyword="notion" initialPosts={[notionTips]} />)
    await waitFor(() => expect(section()).toHaveAttribute('data-fulltext', 'error'))
    expect(screen.getByRole('link', { name: /Notion tips/ })).toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'))
  })

  it('reads the keyword from ?s= on /search', async () => {
    serveIndex()
    resetRouter('/search?s=zephyrine')
    renderInSite(<SearchResults keyword="" initialPosts={[]} />)
    await screen.findByRole('link', { name: /Walking the trail/ })
  })

  it('loads a language site’s own index', async () => {
    serveIndex()
    renderInSite(<SearchResults keyword="notion" initialPosts={[]} />, {
      variant: { prefix: '/en' },
    })
    await waitFor(() => expect(section()).toHaveAttribute('data-fulltext', 'ready'))
    expect(fetchMock).toHaveBeenCalledWith('/api/search-index?site=en', expect.anything())
  })

  describe('without a server (static deploy)', () => {
    const urls = () => fetchMock.mock.calls.map(([url]) => url as string)

    it('uses the API when it answers, and never downloads the static file', async () => {
      serveIndex()
      renderInSite(<SearchResults keyword="zephyrine" initialPosts={[]} />)
      await screen.findByRole('link', { name: /Walking the trail/ })
      expect(urls()).toEqual(['/api/search-index'])
    })

    it.each([
      ['answers 404', () => Promise.resolve({ ok: false, status: 404, json: async () => null })],
      ['is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
      [
        'answers an HTML page',
        () =>
          Promise.resolve({
            ok: true,
            status: 200,
            json: async () => {
              throw new SyntaxError('Unexpected token <')
            },
          }),
      ],
    ])('falls back to the static index file when the API %s', async (_, apiAnswer) => {
      fetchMock.mockImplementation((url: string) =>
        url.startsWith('/api/')
          ? apiAnswer()
          : Promise.resolve({ ok: true, status: 200, json: async () => payload }),
      )
      renderInSite(<SearchResults keyword="zephyrine" initialPosts={[]} />)
      await screen.findByRole('link', { name: /Walking the trail/ })
      expect(marks(section())).toEqual(['zephyrine'])
      expect(urls()).toEqual(['/api/search-index', '/search-index.json'])
    })

    it('a language site falls back to its own file', async () => {
      fetchMock.mockImplementation((url: string) =>
        Promise.resolve(
          url.startsWith('/api/')
            ? { ok: false, status: 404, json: async () => null }
            : { ok: true, status: 200, json: async () => payload },
        ),
      )
      renderInSite(<SearchResults keyword="zephyrine" initialPosts={[]} />, {
        variant: { prefix: '/en' },
      })
      await screen.findByRole('link', { name: /Walking the trail/ })
      expect(urls()).toEqual(['/api/search-index?site=en', '/search-index-en.json'])
    })
  })

  it('lets a theme render each result', async () => {
    serveIndex()
    renderInSite(
      <SearchResults
        keyword="zephyrine"
        initialPosts={[]}
        renderItem={(hit) => <p data-testid="own">{hit.title}</p>}
      />,
    )
    expect(await screen.findByTestId('own')).toHaveTextContent(walking.title)
  })
})
