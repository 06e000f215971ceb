// A site whose index is too large to send whole: /api/search-index answers a pointer, and the
// results page asks the server for each search (/api/search): the hits it shows, marked, with
// the page's own posts described and not repeated, "More" asking only for what is new. A new
// keyword right after another waits for typing to pause, and a request no longer wanted is
// cancelled.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { SearchResults } from '@/components/search/SearchResults'
import { resetLoadedIndexes } from '@/components/search/load-search-index'
import { DEBOUNCE_MS, useFullTextSearch } from '@/components/search/useFullTextSearch'
import { fullTextPage } from '@/lib/search/hit-page'
import { searchDocs } from '@/lib/search/query'
import { createSearchEngine } from '@/lib/search/engine'
import type { SearchDoc } from '@/lib/search/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { docOf, fixturePost, notionTips, payload } from './fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const pointer = { format: 1, signature: 'big', docCount: 5000 }
const fetchMock = vi.fn()
const searches = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/search?'))

/** The server, answering from these documents as pages/api/search.ts would. */
function serveLargeSite(docs: SearchDoc[] = payload.docs) {
  const mini = createSearchEngine(docs)
  const byPost = new Map(docs.map((d) => [d.postId, d]))
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/api/search-index') return { ok: true, status: 200, json: async () => pointer }
    const params = new URL(url, 'http://site.test').searchParams
    const keyword = params.get('q') ?? ''
    const page = fullTextPage(
      searchDocs(mini, docs, keyword, Infinity),
      {
        keyword,
        listed: params.get('listed')?.split(',') ?? [],
        skipMatches: params.get('skip') === 'matches',
        from: Number(params.get('from') ?? 0),
        count: Number(params.get('n')),
      },
      (id) => byPost.get(id),
    )
    return { ok: true, status: 200, json: async () => ({ signature: 'big', ...page }) }
  })
}

const marks = (el: Element) => [...el.querySelectorAll('mark')].map((m) => m.textContent)

beforeEach(() => {
  resetLoadedIndexes()
  resetRouter('/search/zephyrine')
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('SearchResults on a large site', () => {
  it('asks the server for the search and shows its hits, marked, with the body’s snippet', async () => {
    serveLargeSite()
    renderInSite(<SearchResults keyword="zephyrine" initialPosts={[]} />)
    const hit = await screen.findByRole('link', { name: /Walking the trail/ })
    expect(hit).toHaveAttribute('href', '/article/walk')
    const item = document.querySelector('[data-search-hit="fulltext"]')!
    expect(item.textContent).toContain('zephyrine breeze')
    expect(marks(item)).toEqual(['zephyrine'])
    // The page's server matched titles, summaries and tags itself: those are left to it.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/search-index', '/api/search?q=zephyrine&n=50&skip=matches'])
  })

  it('tells the server the page’s own posts, which get their marks and are not repeated', async () => {
    serveLargeSite()
    resetRouter('/search/notion')
    renderInSite(
      <SearchResults keyword="notion" initialPosts={[notionTips]} pagination={{ page: 1, totalPages: 1, basePath: '/search/notion' }} />,
    )
    await waitFor(() => expect(document.querySelector('[data-fulltext]')).toHaveAttribute('data-fulltext', 'ready'))
    expect(screen.getAllByRole('link', { name: /Notion tips/ })).toHaveLength(1)
    expect(searches()).toEqual(['/api/search?q=notion&n=50&skip=matches&listed=tips'])
  })

  it('asks for the next hits only when More is clicked', async () => {
    const many = Array.from({ length: 120 }, (_, i) => fixturePost({ id: `body-${i}`, title: `Body only ${i}` }))
    serveLargeSite(many.map((post, i) => docOf(post, i, `Plain words and a quokkaword ${i}.`)))
    resetRouter('/search/quokkaword')
    renderInSite(<SearchResults keyword="quokkaword" initialPosts={[]} />)
    const shown = () => document.querySelectorAll('[data-search-hit="fulltext"]').length
    await waitFor(() => expect(shown()).toBe(50))
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(shown()).toBe(100))
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(shown()).toBe(120))
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
    expect(searches()).toEqual([
      '/api/search?q=quokkaword&n=50&skip=matches',
      '/api/search?q=quokkaword&from=50&n=50&skip=matches',
      '/api/search?q=quokkaword&from=100&n=50&skip=matches',
    ])
  })
})

describe('useFullTextSearch while the keyword changes', () => {
  let type: (keyword: string) => void = () => {}
  function Typing() {
    const [keyword, setKeyword] = useState('zep')
    type = setKeyword
    const { status, page } = useFullTextSearch(keyword, { listed: [], skipMatches: false, count: 50 })
    return <p data-testid="probe">{`${status}:${page.hits.map((h) => h.postId).join(',')}`}</p>
  }

  it('searches the first keyword at once, waits while typing goes on, and cancels what is no longer wanted', async () => {
    serveLargeSite()
    const signals = new Map<string, AbortSignal>()
    const answer = fetchMock.getMockImplementation()!
    // The first search stays open: typing on must cancel it.
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      const q = new URL(url, 'http://site.test').searchParams.get('q') ?? ''
      if (init.signal) signals.set(q, init.signal)
      return q === 'zep' ? new Promise(() => {}) : answer(url, init)
    })
    renderInSite(<Typing />)
    await waitFor(() => expect(searches()).toEqual(['/api/search?q=zep&n=50']))
    act(() => type('zephyr'))
    expect(signals.get('zep')?.aborted).toBe(true)
    act(() => type('zephyrine'))
    await act(async () => new Promise((r) => setTimeout(r, DEBOUNCE_MS + 60)))
    expect(searches()).toEqual(['/api/search?q=zep&n=50', '/api/search?q=zephyrine&n=50'])
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ready:walk'))
  })
})
