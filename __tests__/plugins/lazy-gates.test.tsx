// The plugin pieces' gates: an ad slot, the visitor counters and the analytics card's counter
// rows load their code only where the owner configured a service. The inner modules are
// stand-ins that record being loaded.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { VisitorCounters } from '@/components/chrome/VisitorCounters'
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { AdSlot } from '@/components/plugins/AdSlot'
import type { PluginChrome } from '@/lib/plugins/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const loaded = vi.hoisted(() => new Set<string>())

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('@/components/plugins/ads/AdSlotContent', () => {
  loaded.add('ads')
  return { AdSlotContent: ({ kind }: { kind: string }) => <div data-testid={`ad-${kind}`} /> }
})
vi.mock('@/components/plugins/counter/VisitorCountersContent', () => {
  loaded.add('counters')
  return { VisitorCountersContent: () => <div data-testid="counters" /> }
})
vi.mock('@/components/home/AnalyticsCounterRows', () => {
  loaded.add('rows')
  return { AnalyticsCounterRows: () => <div data-testid="rows" /> }
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
const site = (plugins: PluginChrome) => ({ chrome: { plugins } })

// One test, in order: a module's factory runs once, so "not loaded" must be seen before "loaded".
describe('plugin piece gates', () => {
  it('load nothing on a site without ads or counters, and each piece once it is configured', async () => {
    renderInSite(
      <>
        <AdSlot kind="article" />
        <VisitorCounters />
        <AnalyticsCard />
        <AnalyticsCard counts={null} />
      </>,
    )
    // A unit for another kind, and WWAds (which fills only article and sidebar placements).
    renderInSite(<AdSlot kind="flow" />, site({ ads: { adsense: { client: 'c', test: false, slots: { list: '1' }, flowLayoutKey: '' }, blockedNotice: false } }))
    renderInSite(<AdSlot kind="list" />, site({ ads: { wwads: { id: '9' }, blockedNotice: false } }))
    await settle()
    expect(loaded).toEqual(new Set())

    renderInSite(<AdSlot kind="sidebar" />, site({ ads: { wwads: { id: '9' }, blockedNotice: false } }))
    expect(await screen.findByTestId('ad-sidebar')).toBeInTheDocument()
    renderInSite(<VisitorCounters />, site({ counter: { url: 'https://counter.test/api' } }))
    expect(await screen.findByTestId('counters')).toBeInTheDocument()
    renderInSite(<AnalyticsCard counts={{ status: 'loaded', sitePv: 1, siteUv: 2, pagePv: 3 }} />)
    expect(await screen.findByTestId('rows')).toBeInTheDocument()
    expect(loaded).toEqual(new Set(['ads', 'counters', 'rows']))
  })
})
