import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { AdSlot, preloadAdSlot } from '@/components/plugins/AdSlot'
import { AdsPlugin } from '@/components/plugins/ads/AdsPlugin'
import { SiteProvider } from '@/components/site/SiteContext'
import type { AdsPlugins } from '@/lib/plugins/types'
import { finishScript, renderWithPlugins, resetPluginWorld, scriptBySrc, scriptSrcs } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const ADS: AdsPlugins = {
  adsense: { client: 'ca-pub-123', test: true, slots: { article: '111', flow: '222' }, flowLayoutKey: '-fb+5w' },
  blockedNotice: true,
}

// A configured slot's code is a lazily loaded piece; loaded first, the slot renders at once.
beforeAll(preloadAdSlot)

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a')
})
afterEach(() => vi.useRealTimers())

describe('<AdSlot />', () => {
  it('renders nothing without ads, or for a kind without a unit', () => {
    const { container, rerender } = renderWithPlugins(<AdSlot kind="article" />, null)
    expect(container.innerHTML).toBe('')
    rerender(
      <SiteProvider value={fixtureContext({ plugins: { ads: ADS } })}>
        <AdSlot kind="sidebar" />
      </SiteProvider>,
    )
    expect(container.innerHTML).toBe('')
  })

  it('is not in the server HTML, and appears after mount with its configuration', () => {
    const html = renderToString(
      <SiteProvider value={fixtureContext({ plugins: { ads: ADS } })}>
        <AdSlot kind="article" />
      </SiteProvider>,
    )
    expect(html).toBe('')
    const { container } = renderWithPlugins(<AdSlot kind="article" className="my-ad" />, { ads: ADS })
    const ins = container.querySelector('ins.adsbygoogle')
    expect(ins?.parentElement).toHaveClass('my-ad')
    expect(ins).toHaveAttribute('data-ad-client', 'ca-pub-123')
    expect(ins).toHaveAttribute('data-ad-slot', '111')
    expect(ins).toHaveAttribute('data-ad-layout', 'in-article')
    expect(ins).toHaveAttribute('data-ad-format', 'fluid')
    expect(ins).toHaveAttribute('data-adtest', 'on')
  })

  it('renders an in-feed unit with its layout key', () => {
    const { container } = renderWithPlugins(<AdSlot kind="flow" />, { ads: ADS })
    expect(container.querySelector('ins')).toHaveAttribute('data-ad-layout-key', '-fb+5w')
  })

  it('falls back to WWAds for article and sidebar placements', () => {
    const ads: AdsPlugins = { wwads: { id: '77' }, blockedNotice: false }
    const { container } = renderWithPlugins(
      <>
        <AdSlot kind="sidebar" />
        <AdSlot kind="list" />
      </>,
      { ads },
    )
    const units = container.querySelectorAll('.wwads-cn')
    expect(units).toHaveLength(1)
    expect(units[0]).toHaveAttribute('data-id', '77')
  })
})

describe('AdsPlugin', () => {
  it('loads AdSense after the page is interactive and fills slots 3 s after each route change', async () => {
    vi.useFakeTimers()
    const page = () => (
      <SiteProvider value={fixtureContext({ plugins: { ads: ADS } })}>
        <AdSlot kind="article" />
        <AdsPlugin config={ADS} />
      </SiteProvider>
    )
    const view = render(page())
    expect(scriptSrcs()).toEqual([])
    await act(async () => vi.advanceTimersByTimeAsync(10))
    expect(scriptSrcs()).toEqual(['https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123'])
    expect(scriptBySrc('adsbygoogle')?.getAttribute('crossorigin')).toBe('anonymous')
    const queue = () => (window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle ?? []
    await act(async () => vi.advanceTimersByTimeAsync(2900))
    expect(queue()).toHaveLength(0)
    await act(async () => vi.advanceTimersByTimeAsync(200))
    expect(queue()).toHaveLength(1)
    act(() => {
      routerStub.asPath = '/article/b'
      // Next renders the new page, then reports the change.
      view.rerender(page())
      routerStub.events.emit('routeChangeComplete', '/article/b')
    })
    await act(async () => vi.advanceTimersByTimeAsync(2999))
    expect(queue()).toHaveLength(1)
    await act(async () => vi.advanceTimersByTimeAsync(10))
    // The slot was rendered anew for the new page and is filled once.
    expect(queue()).toHaveLength(2)
  })

  it('fills in-feed slots that "load more" adds without a route change, 3 s after each appears, once each', async () => {
    vi.useFakeTimers()
    const FEED: AdsPlugins = { ...ADS, adsense: { ...ADS.adsense!, slots: { flow: '222' } } }
    const page = (slots: number) => (
      <SiteProvider value={fixtureContext({ plugins: { ads: FEED } })}>
        {Array.from({ length: slots }, (_, i) => (
          <AdSlot key={i} kind="flow" />
        ))}
        <AdsPlugin config={FEED} />
      </SiteProvider>
    )
    const queue = () => (window as unknown as { adsbygoogle?: unknown[] }).adsbygoogle ?? []
    const view = render(page(1))
    await act(async () => vi.advanceTimersByTimeAsync(3100))
    expect(queue()).toHaveLength(1)
    // "Load more": two more cards with slots, same route.
    act(() => view.rerender(page(3)))
    await act(async () => vi.advanceTimersByTimeAsync(2900))
    expect(queue()).toHaveLength(1)
    await act(async () => vi.advanceTimersByTimeAsync(200))
    expect(queue()).toHaveLength(3)
    expect(document.querySelectorAll('ins[data-folio-pushed]')).toHaveLength(3)
    // Nothing is pushed twice later on.
    await act(async () => vi.advanceTimersByTimeAsync(10_000))
    expect(queue()).toHaveLength(3)
  })

  it('loads the WWAds script once; client-side navigation renders a fresh box (not refilled: see README)', async () => {
    const ads: AdsPlugins = { wwads: { id: '77' }, blockedNotice: false }
    const page = () => (
      <SiteProvider value={fixtureContext({ plugins: { ads } })}>
        <AdSlot kind="article" />
        <AdsPlugin config={ads} />
      </SiteProvider>
    )
    const view = render(page())
    await waitFor(() => expect(scriptSrcs()).toEqual(['https://cdn.wwads.cn/js/makemoney.js']))
    const first = document.querySelector('.wwads-cn')
    act(() => {
      routerStub.asPath = '/article/b'
      view.rerender(page())
      routerStub.events.emit('routeChangeComplete', '/article/b')
    })
    const second = document.querySelector('.wwads-cn')
    expect(second).not.toBe(first)
    expect(second).toHaveAttribute('data-id', '77')
    expect(scriptSrcs()).toEqual(['https://cdn.wwads.cn/js/makemoney.js'])
  })

  it('shows the ad-blocker notice when the script is blocked, if the owner asked for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<AdsPlugin config={ADS} />)
    await waitFor(() => expect(scriptSrcs()).toHaveLength(1))
    await finishScript('adsbygoogle', 'error')
    expect(await screen.findByRole('status')).toHaveTextContent(/ad blocker|Ads help/i)
    warn.mockRestore()
  })

  it('shows the notice on a WWAds-only site when its script is blocked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<AdsPlugin config={{ wwads: { id: '77' }, blockedNotice: true }} />)
    await waitFor(() => expect(scriptSrcs()).toEqual(['https://cdn.wwads.cn/js/makemoney.js']))
    await finishScript('makemoney.js', 'error')
    expect(await screen.findByRole('status')).toHaveTextContent(/ad blocker|Ads help/i)
    warn.mockRestore()
  })

  it('keeps the notice when one ad script is blocked and the other loads afterwards', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<AdsPlugin config={{ ...ADS, wwads: { id: '77' } }} />)
    await waitFor(() => expect(scriptSrcs()).toHaveLength(2))
    await finishScript('makemoney.js', 'error')
    await finishScript('adsbygoogle', 'load')
    expect(await screen.findByRole('status')).toBeInTheDocument()
    warn.mockRestore()
  })

  it('shows no notice when the owner did not ask for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<AdsPlugin config={{ ...ADS, blockedNotice: false }} />)
    await waitFor(() => expect(scriptSrcs()).toHaveLength(1))
    await finishScript('adsbygoogle', 'error')
    expect(screen.queryByRole('status')).toBeNull()
    warn.mockRestore()
  })

  it('loads the WWAds script when WWAds is configured', async () => {
    render(<AdsPlugin config={{ wwads: { id: '77' }, blockedNotice: false }} />)
    await waitFor(() => expect(scriptSrcs()).toEqual(['https://cdn.wwads.cn/js/makemoney.js']))
  })
})
