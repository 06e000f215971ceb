// The view beacon of Folio's counter (PluginHost's readership plugin): sent after the page is
// interactive, once per page load and per navigation to another path, never from a lock
// screen (only once the post is unlocked).
import { act, screen, waitFor } from '@testing-library/react'
import { stubIdleCallback, idleCallback, removeIdleCallback } from '@/__tests__/fixtures/idle-callback'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { renderWithPlugins, resetPluginWorld, settle } from '@/__tests__/plugins/helpers'
import { lockedDetail, unlockAnswer } from '@/__tests__/lock/body-fixture'
import { ArticleContent, preloadLockedArticle } from '@/components/lock/ArticleContent'
import { clearUnlockedForTests, publishUnlocked } from '@/components/lock/unlocked-store'
import { PluginMount } from '@/components/plugins/PluginMount'
import { VIEW_WAIT_MS } from '@/components/plugins/readership/visit'
import { useVisitorCounts } from '@/components/plugins/useVisitorCounts'
import type { PluginChrome } from '@/lib/plugins/types'
import { answer, beacons, fetches, navigate, Routed, stubReadershipBrowser, unstubReadershipBrowser } from './browser-stubs'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const FOLIO: PluginChrome = { readership: { enabled: true } }
const view = (path: string) => `beacon /api/readership/view {"path":"${path}"}`

beforeAll(() => preloadLockedArticle())

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a')
  stubReadershipBrowser()
  sessionStorage.clear()
  act(() => clearUnlockedForTests())
})
afterEach(unstubReadershipBrowser)

describe('the view beacon', () => {
  it('waits until the page is interactive, then sends the view once', async () => {
    stubIdleCallback()
    try {
      const { unmount } = renderWithPlugins(<PluginMount />, FOLIO)
      await waitFor(() => expect(idleCallback()).toBeDefined())
      expect(beacons()).toEqual([])
      act(() => idleCallback()?.())
      expect(beacons()).toEqual([view('/article/a')])
      unmount()
    } finally {
      removeIdleCallback()
    }
  })

  it('sends once per path: not again for a query or hash change, again for another path and on coming back', async () => {
    renderWithPlugins(<Routed page={() => <PluginMount />} />, FOLIO)
    await waitFor(() => expect(beacons()).toEqual([view('/article/a')]))
    await navigate('/article/a?theme=hexo#part')
    await settle(50)
    expect(beacons()).toEqual([view('/article/a')])
    await navigate('/archive')
    await waitFor(() => expect(beacons()).toEqual([view('/article/a'), view('/archive')]))
    await navigate('/article/a')
    await waitFor(() => expect(beacons()).toEqual([view('/article/a'), view('/archive'), view('/article/a')]))
  })

  it('shares the visit with the figures: one view however many places show them', async () => {
    answer('/api/readership/figures', { status: 200, body: { site: { views: 9, visitors: 2 }, page: { views: 4, visitors: 1 } } })
    function Figures() {
      return <p>{useVisitorCounts()?.pagePv ?? '-'}</p>
    }
    renderWithPlugins(<><Figures /><Figures /><PluginMount /></>, FOLIO)
    await waitFor(() => expect(screen.getAllByText('4')).toHaveLength(2))
    await settle(50)
    expect(beacons()).toEqual([view('/article/a')])
    expect(fetches()).toHaveLength(1)
  })

  it('is not sent from a lock screen; it is once the post is unlocked', async () => {
    const post = lockedDetail()
    answer('/api/readership/figures', { status: 200, body: { site: { views: 9, visitors: 2 }, page: { views: 4, visitors: 1 } } })
    function Figures() {
      return <p>{`page=${useVisitorCounts()?.pagePv ?? '-'}`}</p>
    }
    renderWithPlugins(<><ArticleContent post={post} body={null} /><Figures /><PluginMount /></>, FOLIO)
    expect(screen.getByTestId('lock-screen')).toBeInTheDocument()
    // The figures are still shown, without waiting for a view that is not coming.
    await waitFor(() => expect(screen.getByText('page=4')).toBeInTheDocument(), { timeout: VIEW_WAIT_MS / 2 })
    await settle(50)
    expect(beacons()).toEqual([])
    const { token: _token, ...article } = unlockAnswer()
    act(() => publishUnlocked(post.id, article))
    await waitFor(() => expect(beacons()).toEqual([view('/article/a')]))
  })

  it('a lock screen left for another page holds nothing there', async () => {
    const post = lockedDetail()
    renderWithPlugins(
      // The article's lock screen, then the archive (no lock) after the navigation.
      <Routed page={() => <>{routerStub.asPath === '/article/a' && <ArticleContent post={post} body={null} />}<PluginMount /></>} />,
      FOLIO,
    )
    await settle(50)
    expect(beacons()).toEqual([])
    await navigate('/archive')
    await waitFor(() => expect(beacons()).toEqual([view('/archive')]))
  })
})

