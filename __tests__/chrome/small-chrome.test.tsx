import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadVisitorCounters, VisitorCounters } from '@/components/chrome/VisitorCounters'
import { WAVE_VISIBILITY, WaveDecoration } from '@/components/chrome/WaveDecoration'
import * as counts from '@/components/plugins/useVisitorCounts'
import { FAILED_COUNTS, NO_COUNTS } from '@/lib/plugins/visitor-counts'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

/** A site with a counter service configured (the counters' code loads only then). */
const COUNTED = { chrome: { plugins: { counter: { url: 'https://counter.test/api' } } } }

describe('VisitorCounters', () => {
  beforeAll(preloadVisitorCounters)
  afterEach(() => vi.restoreAllMocks())

  it('shows nothing when no counter service is configured', () => {
    const { container } = renderInSite(<VisitorCounters />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows site page views and visitors with dictionary labels', () => {
    vi.spyOn(counts, 'useVisitorCounts').mockReturnValue({ status: 'loaded', sitePv: 1200, siteUv: 34, pagePv: 5 })
    const { container } = renderInSite(<VisitorCounters />, COUNTED)
    expect(container.querySelector('[data-counter="sitePv"]')).toHaveTextContent('Page views 1,200')
    expect(container.querySelector('[data-counter="siteUv"]')).toHaveTextContent('Visitors 34')
    expect(container.querySelector('[data-counter="pagePv"]')).toBeNull()
  })

  it("can show this page's views, marking a count still loading", () => {
    vi.spyOn(counts, 'useVisitorCounts').mockReturnValue(NO_COUNTS)
    const { container } = renderInSite(<VisitorCounters show={['pagePv']} />, COUNTED)
    expect(container.querySelector('[data-counter="pagePv"]')).toHaveTextContent('Views …')
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it('shows nothing, and nothing busy, once the counter service failed', () => {
    vi.spyOn(counts, 'useVisitorCounts').mockReturnValue(FAILED_COUNTS)
    const { container } = renderInSite(<VisitorCounters />, COUNTED)
    expect(container).toBeEmptyDOMElement()
    expect(container.querySelector('[aria-busy]')).toBeNull()
  })

  it('leaves out a number the service did not give, and is empty when it gave none asked for', () => {
    vi.spyOn(counts, 'useVisitorCounts').mockReturnValue({ status: 'loaded', sitePv: 1200, siteUv: null, pagePv: 5 })
    const { container } = renderInSite(<VisitorCounters />, COUNTED)
    expect(container.querySelector('[data-counter="sitePv"]')).toHaveTextContent('Page views 1,200')
    expect(container.querySelector('[data-counter="siteUv"]')).toBeNull()
    expect(container.querySelector('[aria-busy]')).toBeNull()
    vi.spyOn(counts, 'useVisitorCounts').mockReturnValue({ status: 'loaded', sitePv: null, siteUv: null, pagePv: 5 })
    const again = renderInSite(<VisitorCounters />, COUNTED)
    expect(again.container).toBeEmptyDOMElement()
  })
})

describe('WaveDecoration', () => {
  it('is hidden below 800 px wide and decorative', () => {
    expect(WAVE_VISIBILITY).toBe('hidden min-[800px]:block')
    const { container } = renderInSite(<WaveDecoration className="h-10 text-white" />)
    const wave = container.querySelector('[data-wave-decoration]')
    expect(wave).toHaveClass('hidden', 'min-[800px]:block', 'h-10')
    expect(wave).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).toBeNull()
  })
})
