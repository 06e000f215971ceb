import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { AdSlot } from '@/components/plugins/AdSlot'
import { AdsPlugin } from '@/components/plugins/ads/AdsPlugin'
import { SiteProvider } from '@/components/site/SiteContext'
import type { AdsPlugins } from '@/lib/plugins/types'
import { finishScript, renderWithPlugins, resetPluginWorld, scriptBySrc, scriptSrcs } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const ADS: AdsPlugins = {
  adsense: { client: 'ca-pub-123', test: true, slots: { article: '111', flow: '222' }, flowLayoutKey: '-fb+5w' },
  blockedNotice: true,
}

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

  it('shows the ad-blocker notice when the script is blocked, if the owner asked for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<AdsPlugin config={ADS} />)
    await waitFor(() => expect(scriptSrcs()).toHaveLength(1))
    await finishScript('adsbygoogle', 'error')
    expect(await screen.findByRole('status')).toHaveTextContent(/ad blocker|Ads help/i)
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
