// "Random post" picks among every listed post (GET /api/post-hrefs), not only the few the page
// carries; without that API (a static host) it falls back to the page's posts.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { resetPostHrefs } from '@/components/chrome/post-hrefs'
import { useRandomPost } from '@/components/chrome/useRandomPost'
import type { PostLink } from '@/lib/routes/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const link = (n: number): PostLink => ({
  id: `id-${n}`,
  title: `Post ${n}`,
  href: `/article/post-${n}`,
  external: false,
  publishDay: '2024-01-01',
  pageIcon: '',
  pageCoverThumbnail: '',
  category: null,
})
const LATEST = Array.from({ length: 6 }, (_, i) => link(i))
const ALL = Array.from({ length: 200 }, (_, i) => `/article/post-${i}`)

function RandomButton() {
  const random = useRandomPost()
  return random.available ? (
    <button type="button" onClick={() => void random.go()}>
      Random
    </button>
  ) : null
}

const fetchMock = vi.fn()
const serve = (answer: unknown) => fetchMock.mockResolvedValue(answer)

describe('useRandomPost', () => {
  beforeEach(() => {
    resetRouter('/')
    resetPostHrefs()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('can land on any listed post, far beyond the latest ones', async () => {
    serve({ ok: true, json: async () => ({ hrefs: ALL }) })
    const push = vi.spyOn(routerStub, 'push')
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    renderInSite(<RandomButton />, { chrome: { latestPosts: LATEST, postCount: ALL.length } })
    fireEvent.click(screen.getByRole('button', { name: 'Random' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/article/post-199'))
    expect(fetchMock).toHaveBeenCalledWith('/api/post-hrefs', expect.anything())
    // Asked once per page load.
    fireEvent.click(screen.getByRole('button', { name: 'Random' }))
    await waitFor(() => expect(push).toHaveBeenCalledTimes(2))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("asks for the language site's posts", async () => {
    serve({ ok: true, json: async () => ({ hrefs: ['/article/x'] }) })
    const push = vi.spyOn(routerStub, 'push')
    renderInSite(<RandomButton />, { chrome: { postCount: 1 }, variant: { prefix: '/ja' } })
    fireEvent.click(screen.getByRole('button', { name: 'Random' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/ja/article/x'))
    expect(fetchMock).toHaveBeenCalledWith('/api/post-hrefs?site=ja', expect.anything())
  })

  it('picks among the posts the page carries when no server answers (static host)', async () => {
    serve({ ok: false, status: 404, json: async () => ({}) })
    const push = vi.spyOn(routerStub, 'push')
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    renderInSite(<RandomButton />, { chrome: { latestPosts: LATEST, postCount: ALL.length } })
    fireEvent.click(screen.getByRole('button', { name: 'Random' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/article/post-5'))
  })

  it('is offered with no latest posts in the page as long as the site has posts', () => {
    renderInSite(<RandomButton />, { chrome: { latestPosts: [], postCount: 3 } })
    expect(screen.getByRole('button', { name: 'Random' })).toBeInTheDocument()
  })
})
