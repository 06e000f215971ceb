import { act, render, waitFor } from '@testing-library/react'
import { routerStub, resetRouter } from '@/__tests__/fixtures/router'
import { AnalyticsPlugin } from '@/components/plugins/analytics/AnalyticsPlugin'
import type { AnalyticsPlugins } from '@/lib/plugins/types'
import { finishScript, resetPluginWorld, scriptBySrc, scriptSrcs } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

type W = Record<string, unknown>
const w = window as unknown as W

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/')
})

async function started(config: AnalyticsPlugins, expectedScripts: number) {
  const view = render(<AnalyticsPlugin config={config} />)
  // Nothing during render or mount: the services start once the page is interactive.
  expect(scriptSrcs()).toEqual([])
  await waitFor(() => expect(scriptSrcs()).toHaveLength(expectedScripts))
  return view
}

describe('analytics', () => {
  it('Google: queues js + config with the id, then loads gtag.js', async () => {
    await started({ google: { id: 'G-ABC' } }, 1)
    expect(scriptSrcs()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC'])
    const layer = w.dataLayer as IArguments[]
    expect(layer.map((args) => [...args][0])).toEqual(['js', 'config'])
    expect([...(layer[1] as IArguments)]).toEqual(['config', 'G-ABC'])
  })

  it('Baidu and CNZZ: load their scripts and count client-side page changes', async () => {
    await started({ baidu: { id: 'b1' }, cnzz: { id: '42' } }, 2)
    expect(scriptSrcs()).toEqual(['https://hm.baidu.com/hm.js?b1', 'https://s9.cnzz.com/z_stat.php?id=42&web_id=42'])
    act(() => routerStub.events.emit('routeChangeComplete', '/archive'))
    expect(w._hmt).toEqual([['_trackPageview', '/archive']])
    expect(w._czc).toEqual([['_trackPageview', '/archive']])
  })

  it('51.la: loads the SDK and initialises it with id and ck', async () => {
    await started({ la51: { id: 'L1', ck: 'C1' } }, 1)
    const init = vi.fn()
    w.LA = { init }
    await finishScript('sdk.51.la')
    expect(scriptBySrc('sdk.51.la')?.id).toBe('LA_COLLECT')
    expect(init).toHaveBeenCalledWith({ id: 'L1', ck: 'C1', autoTrack: true, hashMode: false })
  })

  it('Matomo: queues tracker URL and site id, loads matomo.js, tracks page changes', async () => {
    await started({ matomo: { url: 'https://stats.example.com', siteId: '7' } }, 1)
    expect(scriptSrcs()).toEqual(['https://stats.example.com/matomo.js'])
    expect(w._paq).toEqual([
      ['setTrackerUrl', 'https://stats.example.com/matomo.php'],
      ['setSiteId', '7'],
      ['trackPageView'],
      ['enableLinkTracking'],
    ])
    act(() => routerStub.events.emit('routeChangeComplete', '/tag/x'))
    expect((w._paq as unknown[]).slice(-3)).toEqual([['setCustomUrl', '/tag/x'], ['setDocumentTitle', document.title], ['trackPageView']])
  })

  it('Ackee: creates a tracker for the server and records the domain, again on page changes', async () => {
    await started({ ackee: { trackerUrl: 'https://a.example.com/t.js', serverUrl: 'https://a.example.com', domainId: 'd1' } }, 1)
    const record = vi.fn()
    const create = vi.fn(() => ({ record }))
    w.ackeeTracker = { create }
    await finishScript('a.example.com/t.js')
    expect(create).toHaveBeenCalledWith('https://a.example.com', { detailed: false })
    expect(record).toHaveBeenCalledWith('d1')
    act(() => routerStub.events.emit('routeChangeComplete', '/archive'))
    expect(record).toHaveBeenCalledTimes(2)
  })

  it('Clarity, Umami and Vercel: queue functions and their scripts with the ids', async () => {
    await started({ clarity: { id: 'c1' }, umami: { id: 'u-1', scriptUrl: 'https://u.example.com/s.js' }, vercel: true }, 3)
    expect(scriptSrcs()).toEqual(['https://www.clarity.ms/tag/c1', 'https://u.example.com/s.js', '/_vercel/insights/script.js'])
    expect(scriptBySrc('u.example.com')?.getAttribute('data-website-id')).toBe('u-1')
    ;(w.clarity as (...args: unknown[]) => void)('set', 'k', 'v')
    expect([...((w.clarity as { q: IArguments[] }).q[0] as IArguments)]).toEqual(['set', 'k', 'v'])
    ;(w.va as (...args: unknown[]) => void)('event', { name: 'x' })
    expect((w.vaq as IArguments[]).length).toBe(1)
  })

  it('starts each service once per page load, even when mounted again', async () => {
    const view = await started({ google: { id: 'G-ONCE' } }, 1)
    view.unmount()
    render(<AnalyticsPlugin config={{ google: { id: 'G-ONCE' } }} />)
    await new Promise((r) => setTimeout(r, 20))
    expect(scriptSrcs()).toHaveLength(1)
    expect((w.dataLayer as unknown[]).length).toBe(2)
  })

  it('keeps working when a service script fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await started({ baidu: { id: 'b1' } }, 1)
    await finishScript('hm.baidu.com', 'error')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load https://hm.baidu.com/hm.js?b1'))
    act(() => routerStub.events.emit('routeChangeComplete', '/x'))
    expect(w._hmt).toEqual([['_trackPageview', '/x']])
    warn.mockRestore()
  })
})
