import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AnalyticsCard, preloadAnalyticsCounters } from '@/components/home/AnalyticsCard'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { I18nProvider } from '@/lib/i18n/react'
import { FAILED_COUNTS, NO_COUNTS } from '@/lib/plugins/visitor-counts'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const row = (label: string) => screen.getByText(label).closest('div')

describe('AnalyticsCard', () => {
  beforeAll(preloadAnalyticsCounters)

  it('shows post count, page views and visitors with dictionary labels', () => {
    renderInSite(<AnalyticsCard counts={{ status: 'loaded', sitePv: 12345, siteUv: 678, pagePv: 9 }} />, {
      chrome: { postCount: 42 },
    })
    expect(screen.getByRole('heading', { name: 'Site statistics' })).toBeInTheDocument()
    expect(row('Posts')).toHaveTextContent('42')
    expect(row('Page views')).toHaveTextContent('12,345')
    expect(row('Visitors')).toHaveTextContent('678')
  })

  it('marks counts that are still loading', () => {
    renderInSite(<AnalyticsCard counts={NO_COUNTS} />)
    expect(row('Page views')?.querySelector('dd')).toHaveAttribute('aria-busy', 'true')
    expect(row('Page views')).toHaveTextContent('…')
    expect(row('Visitors')?.querySelector('dd')).toHaveAttribute('aria-busy', 'true')
  })

  it('drops the counter rows once the service failed, keeping the post count', () => {
    const { container } = renderInSite(<AnalyticsCard counts={FAILED_COUNTS} />, {
      chrome: { postCount: 5 },
    })
    expect(row('Posts')).toHaveTextContent('5')
    expect(screen.queryByText('Page views')).toBeNull()
    expect(screen.queryByText('Visitors')).toBeNull()
    expect(container.querySelector('[aria-busy]')).toBeNull()
  })

  it('drops a row the service left out of its answer', () => {
    renderInSite(<AnalyticsCard counts={{ status: 'loaded', sitePv: 40, siteUv: null, pagePv: 2 }} />)
    expect(row('Page views')).toHaveTextContent('40')
    expect(screen.queryByText('Visitors')).toBeNull()
  })

  it('shows only the post count when no counter service is configured', () => {
    // No `plugins.counter` in the chrome: the built-in hook answers null.
    renderInSite(<AnalyticsCard />, { chrome: { postCount: 3 } })
    expect(row('Posts')).toHaveTextContent('3')
    expect(screen.queryByText('Page views')).toBeNull()
    expect(screen.queryByText('Visitors')).toBeNull()
  })

  it('reads its labels from the dictionary of the page language', () => {
    renderInSite(
      <I18nProvider locale="zh-CN">
        <AnalyticsCard counts={{ status: 'loaded', sitePv: 1, siteUv: 2, pagePv: 3 }} />
      </I18nProvider>,
    )
    expect(screen.getByText('文章数')).toBeInTheDocument()
  })
})
