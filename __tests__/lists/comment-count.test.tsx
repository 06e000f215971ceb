// The cards' comment link shows the number of comments when the first backend publishes counts
// (Waline, Artalk): one request for all cards, after the page is interactive. Other backends,
// and a failed request, keep the label.
import { act, screen } from '@testing-library/react'
import { CommentLink } from '@/components/post/CommentLink'
import { countUrl, readCounts } from '@/components/post/comment-count-api'
import { resetCommentCounts } from '@/components/post/comment-counts'
import type { CommentBackend } from '@/lib/comments/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixturePost } from '../search/fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const WALINE: CommentBackend = { kind: 'waline', serverUrl: 'https://waline.test/' }
const ARTALK: CommentBackend = { kind: 'artalk', server: 'https://artalk.test', site: 'My Blog' }
const UTTERANCES: CommentBackend = {
  kind: 'utterances',
  repo: 'o/r',
  issueTerm: 'pathname',
  label: '',
  scriptUrl: 'https://assets.test/client.js',
}
const A = fixturePost({ id: 'a', title: 'A', href: '/article/a' })
const B = fixturePost({ id: 'b', title: 'B', href: '/article/%E4%B8%AD' })

const fetchMock = vi.fn()
const links = () => screen.getAllByRole('link', { name: 'Go to comments' })

function renderCards(backend: CommentBackend, prefix = '') {
  return renderInSite(
    <>
      <CommentLink post={A} />
      <CommentLink post={B} />
    </>,
    { chrome: { comments: { backends: [backend] } }, variant: { prefix } },
  )
}

/** Past the idle wait and the batching window, with the answer in. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(500)
  })

describe('comment counts', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetRouter('/')
    resetCommentCounts()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks Waline once for every card and shows the counts', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ errno: 0, data: [3, 1] }) })
    renderCards(WALINE)
    expect(links().map((l) => l.textContent)).toEqual(['Comments', 'Comments'])
    expect(fetchMock).not.toHaveBeenCalled()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(
      `https://waline.test/api/comment?type=count&url=${encodeURIComponent('/article/a,/article/中')}`,
    )
    expect(links().map((l) => l.textContent)).toEqual(['3 comments', '1 comment'])
  })

  it('asks Artalk by page key and site name, keys with the language prefix', async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => ({ data: { '/en/article/a': 0, '/en/article/%E4%B8%AD': 12 } }),
    })
    renderCards(ARTALK, '/en')
    await settle()
    const url = new URL(fetchMock.mock.calls[0]?.[0] as string)
    expect(url.origin + url.pathname).toBe('https://artalk.test/api/v2/stats/page_comment')
    expect(url.searchParams.get('page_keys')).toBe('/en/article/a,/en/article/%E4%B8%AD')
    expect(url.searchParams.get('site_name')).toBe('My Blog')
    expect(links().map((l) => l.textContent)).toEqual(['0 comments', '12 comments'])
  })

  it('keeps the label when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderCards(WALINE)
    await settle()
    expect(links().map((l) => l.textContent)).toEqual(['Comments', 'Comments'])
  })

  it('asks nothing for a backend without a count API', async () => {
    renderCards(UTTERANCES)
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(links().map((l) => l.textContent)).toEqual(['Comments', 'Comments'])
  })
})

describe('count answers', () => {
  it('ignore what is not a count', () => {
    const waline = WALINE as Extract<CommentBackend, { kind: 'waline' }>
    expect(readCounts(waline, ['/a', '/b'], { data: [2, 'x'] })).toEqual(new Map([['/a', 2]]))
    expect(readCounts(waline, ['/a'], { errno: 1, errmsg: 'no' })).toEqual(new Map())
    expect(readCounts(waline, ['/a'], null)).toEqual(new Map())
    expect(countUrl(waline, ['/a'])).toBe('https://waline.test/api/comment?type=count&url=%2Fa')
  })
})
