import { act, screen, waitFor } from '@testing-library/react'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { CounterPlugin } from '@/components/plugins/counter/CounterPlugin'
import { useVisitorCounts } from '@/components/plugins/useVisitorCounts'
import { FAILED_COUNTS, fetchVisitorCounts, parseCounts } from '@/lib/plugins/visitor-counts'
import { renderWithPlugins, resetPluginWorld, scripts } from './helpers'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const URL_ = 'https://counter.example.com/busuanzi'

function Footer() {
  const counts = useVisitorCounts()
  if (!counts) return <p>no counter</p>
  return (
    <p data-status={counts.status}>
      {`pv=${counts.sitePv ?? '-'} uv=${counts.siteUv ?? '-'} page=${counts.pagePv ?? '-'}`}
    </p>
  )
}

/** Answers the pending JSONP request the way the service does. */
function answer(data: unknown) {
  const script = scripts().find((s) => s.src.startsWith(URL_))
  const callback = new URL(script?.src ?? 'http://x').searchParams.get('jsonpCallback') ?? ''
  act(() => (window as unknown as Record<string, (d: unknown) => void>)[callback]?.(data))
}

beforeEach(() => {
  resetPluginWorld()
  resetRouter('/article/a?x=1')
})

describe('useVisitorCounts', () => {
  it('is null and requests nothing without a counter', async () => {
    renderWithPlugins(<Footer />, null)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.getByText('no counter')).toBeInTheDocument()
    expect(scripts()).toHaveLength(0)
  })

  it('asks the counter after the page is interactive and shows the totals', async () => {
    renderWithPlugins(<Footer />, { counter: { url: URL_ } })
    expect(screen.getByText('pv=- uv=- page=-')).toHaveAttribute('data-status', 'loading')
    expect(scripts()).toHaveLength(0)
    await waitFor(() => expect(scripts()).toHaveLength(1))
    const script = scripts()[0]
    expect(script?.src).toMatch(/^https:\/\/counter\.example\.com\/busuanzi\?jsonpCallback=FolioCounter_\d+_\d+$/)
    expect(script?.referrerPolicy).toBe('no-referrer-when-downgrade')
    answer({ site_pv: 120, site_uv: 30, page_pv: 7, version: 2.4 })
    await waitFor(() => expect(screen.getByText('pv=120 uv=30 page=7')).toHaveAttribute('data-status', 'loaded'))
    // The JSONP element and its callback are cleaned up.
    expect(scripts()).toHaveLength(0)
  })

  it('shares one request per page between the counter plugin and every hook', async () => {
    renderWithPlugins(
      <>
        <CounterPlugin config={{ url: URL_ }} />
        <Footer />
        <Footer />
      </>,
      { counter: { url: URL_ } },
    )
    await waitFor(() => expect(scripts()).toHaveLength(1))
    await new Promise((r) => setTimeout(r, 20))
    expect(scripts()).toHaveLength(1)
    answer({ site_pv: 1, site_uv: 1, page_pv: 1 })
    await waitFor(() => expect(screen.getAllByText('pv=1 uv=1 page=1')).toHaveLength(2))
    act(() => {
      routerStub.asPath = '/archive'
      routerStub.events.emit('routeChangeComplete', '/archive')
    })
  })

  it('warns and shows no numbers when the counter fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderWithPlugins(<Footer />, { counter: { url: URL_ } })
    await waitFor(() => expect(scripts()).toHaveLength(1))
    act(() => {
      scripts()[0]?.dispatchEvent(new Event('error'))
    })
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('visitor counter')))
    // Failed, not loading: the counters can be hidden instead of waiting forever.
    await waitFor(() => expect(screen.getByText('pv=- uv=- page=-')).toHaveAttribute('data-status', 'failed'))
    warn.mockRestore()
  })

  it('gives up as failed when the counter does not answer within 10 s', async () => {
    vi.useFakeTimers()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const counts = fetchVisitorCounts(URL_, '/article/a')
      expect(scripts()).toHaveLength(1)
      vi.advanceTimersByTime(9_999)
      expect(scripts()).toHaveLength(1)
      vi.advanceTimersByTime(1)
      await expect(counts).resolves.toEqual(FAILED_COUNTS)
      expect(scripts()).toHaveLength(0)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not answer'))
    } finally {
      warn.mockRestore()
      vi.useRealTimers()
    }
  })
})

describe('parseCounts', () => {
  it('keeps only non-negative numbers', () => {
    expect(parseCounts({ site_pv: 5, site_uv: '<b>', page_pv: -1 })).toEqual({
      status: 'loaded',
      sitePv: 5,
      siteUv: null,
      pagePv: null,
    })
  })

  it('takes an answer without any count for a failure', () => {
    expect(parseCounts(null)).toEqual(FAILED_COUNTS)
    expect(parseCounts({ site_pv: 'n/a' })).toEqual(FAILED_COUNTS)
  })
})
