// Folio's own counter in the browser: the figures every place shows (useVisitorCounts) come
// from /api/readership/figures when the page props say the counter is on, after the view
// beacon; hidden when the answer fails, the counter is off or the site is a static export.
import { screen, waitFor } from '@testing-library/react'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { renderWithPlugins, resetPluginWorld, scripts, settle } from '@/__tests__/plugins/helpers'
import { VisitorCountersContent } from '@/components/plugins/counter/VisitorCountersContent'
import { CounterPlugin } from '@/components/plugins/counter/CounterPlugin'
import { ArticleStats } from '@/components/article/ArticleStats'
import { preloadVisitorCounters } from '@/components/chrome/VisitorCounters'
import { AnalyticsCard, preloadAnalyticsCounters } from '@/components/home/AnalyticsCard'
import { PluginMount } from '@/components/plugins/PluginMount'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { parseFigures } from '@/components/plugins/readership/figures'
import { readershipCounts, VIEW_WAIT_MS } from '@/components/plugins/readership/visit'
import { useVisitorCounts } from '@/components/plugins/useVisitorCounts'
import type { PluginChrome } from '@/lib/plugins/types'
import { FAILED_COUNTS } from '@/lib/plugins/visitor-counts'
import { answer, beacons, navigate, requests, Routed, stubReadershipBrowser, unstubReadershipBrowser } from './browser-stubs'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const FOLIO: PluginChrome = { readership: { enabled: true } }
const BUSUANZI = 'https://counter.example.com/busuanzi'
const FIGURES = { site: { views: 1234, visitors: 56 }, page: { views: 7, visitors: 3 } }

function Figures() {
  const counts = useVisitorCounts()
  if (!counts) return <p>no counter</p>
  return <p data-status={counts.status}>{`pv=${counts.sitePv ?? '-'} uv=${counts.siteUv ?? '-'} page=${counts.pagePv ?? '-'}`}</p>
}

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a?theme=hexo#part')
  stubReadershipBrowser()
})
afterEach(unstubReadershipBrowser)

describe('parseFigures', () => {
  it('maps site views, site visitors and page views, keeping only counts', () => {
    expect(parseFigures(FIGURES)).toEqual({ status: 'loaded', sitePv: 1234, siteUv: 56, pagePv: 7 })
    expect(parseFigures({ site: { views: 3, visitors: 'x' } })).toEqual({ status: 'loaded', sitePv: 3, siteUv: null, pagePv: null })
  })

  it('takes an answer without any figure (the 503 body {}) for a failure', () => {
    expect(parseFigures({})).toEqual(FAILED_COUNTS)
    expect(parseFigures(null)).toEqual(FAILED_COUNTS)
  })
})

describe('useVisitorCounts with Folio’s counter on', () => {
  it('asks for every figure at once after the page is interactive, after sending the view', async () => {
    answer('/api/readership/figures', { status: 200, body: FIGURES })
    renderWithPlugins(<><Figures /><Figures /><PluginMount /></>, FOLIO)
    expect(screen.getAllByText('pv=- uv=- page=-')[0]).toHaveAttribute('data-status', 'loading')
    expect(requests).toEqual([])
    await waitFor(() => expect(screen.getAllByText('pv=1234 uv=56 page=7')).toHaveLength(2))
    // One view, then one request for the figures, of the path without query or hash.
    expect(requests).toEqual([
      'beacon /api/readership/view {"path":"/article/a"}',
      'fetch /api/readership/figures?path=%2Farticle%2Fa',
    ])
  })

  it('fills every place that shows figures: the footer, the article header and the analytics card', async () => {
    answer('/api/readership/figures', { status: 200, body: FIGURES })
    await Promise.all([preloadVisitorCounters(), preloadAnalyticsCounters()])
    renderWithPlugins(
      <>
        <header><ArticleStats post={{ lastEditedDate: '', lastEditedDay: '', wordCount: 0, readTime: 0 }} /></header>
        <AnalyticsCard />
        <footer><FooterCredits controls={false} /></footer>
        <PluginMount />
      </>,
      FOLIO,
    )
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Views 7'))
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Page views 1,234')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Visitors 56')
    const card = screen.getByRole('region', { name: 'Site statistics' })
    await waitFor(() => expect(card).toHaveTextContent(/Page views\s*1,234/))
    expect(card).toHaveTextContent(/Visitors\s*56/)
    // One view and one figures request for all of them.
    expect(requests).toHaveLength(2)
  })

  it('asks for the figures without a view after a few seconds when the plugin never decides (its chunk failed)', async () => {
    vi.useFakeTimers()
    try {
      answer('/api/readership/figures', { status: 200, body: FIGURES })
      const counts = readershipCounts('/article/a', '')
      await vi.advanceTimersByTimeAsync(VIEW_WAIT_MS - 1)
      expect(requests).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      await expect(counts).resolves.toEqual({ status: 'loaded', sitePv: 1234, siteUv: 56, pagePv: 7 })
      expect(requests).toEqual(['fetch /api/readership/figures?path=%2Farticle%2Fa'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('hides the figures when the store fails (503), the counter answers 404 or the network fails', async () => {
    for (const failure of [{ status: 503, body: {} }, { status: 404, body: {} }, 'network-error'] as const) {
      stubReadershipBrowser()
      answer('/api/readership/figures', failure)
      const { unmount } = renderWithPlugins(
        <>
          <Figures />
          <VisitorCountersContent show={['sitePv', 'siteUv', 'pagePv']} />
          <PluginMount />
        </>,
        FOLIO,
      )
      await waitFor(() => expect(screen.getByText('pv=- uv=- page=-')).toHaveAttribute('data-status', 'failed'))
      expect(document.querySelector('[data-visitor-counters]')).toBeNull()
      unmount()
    }
  })

  it('shows Folio’s figures, not busuanzi’s, when both are on (busuanzi still counts)', async () => {
    answer('/api/readership/figures', { status: 200, body: FIGURES })
    renderWithPlugins(
      <>
        <CounterPlugin config={{ url: BUSUANZI }} />
        <Figures />
        <PluginMount />
      </>,
      { ...FOLIO, counter: { url: BUSUANZI } },
    )
    await waitFor(() => expect(screen.getByText('pv=1234 uv=56 page=7')).toHaveAttribute('data-status', 'loaded'))
    expect(scripts().filter((s) => s.src.startsWith(BUSUANZI))).toHaveLength(1)
  })

  it('is off without the flag: no figures, no view, no request', async () => {
    renderWithPlugins(<><Figures /><PluginMount /></>, null)
    await settle(100)
    expect(screen.getByText('no counter')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows nothing and sends nothing in a static export, even with the flag', async () => {
    vi.stubEnv('NEXT_PUBLIC_FOLIO_STATIC_EXPORT', '1')
    renderWithPlugins(<><Figures /><PluginMount /></>, FOLIO)
    await settle(100)
    expect(screen.getByText('no counter')).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('asks under SUB_PATH with the path as the browser sees it', async () => {
    routerStub.basePath = '/blog'
    answer('/blog/api/readership/figures', { status: 200, body: FIGURES })
    renderWithPlugins(<><Figures /><PluginMount /></>, FOLIO)
    await waitFor(() => expect(screen.getByText('pv=1234 uv=56 page=7')).toBeInTheDocument())
    expect(requests).toEqual([
      'beacon /blog/api/readership/view {"path":"/blog/article/a"}',
      'fetch /blog/api/readership/figures?path=%2Fblog%2Farticle%2Fa',
    ])
  })

  it('asks again for a new path after a client-side navigation', async () => {
    answer('/api/readership/figures', { status: 200, body: FIGURES })
    renderWithPlugins(<Routed page={() => <><Figures /><PluginMount /></>} />, FOLIO)
    await waitFor(() => expect(screen.getByText('pv=1234 uv=56 page=7')).toBeInTheDocument())
    answer('/api/readership/figures', { status: 200, body: { site: { views: 1235, visitors: 56 }, page: { views: 1, visitors: 1 } } })
    await navigate('/archive')
    await waitFor(() => expect(screen.getByText('pv=1235 uv=56 page=1')).toBeInTheDocument())
    expect(beacons()).toEqual([
      'beacon /api/readership/view {"path":"/article/a"}',
      'beacon /api/readership/view {"path":"/archive"}',
    ])
  })
})
