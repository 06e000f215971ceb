import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { I18nProvider } from '@/lib/i18n/react'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const row = (label: string) => screen.getByText(label).closest('div')

describe('AnalyticsCard', () => {
  it('shows post count, page views and visitors with dictionary labels', () => {
    renderInSite(<AnalyticsCard counts={{ sitePv: 12345, siteUv: 678, pagePv: 9 }} />, {
      chrome: { postCount: 42 },
    })
    expect(screen.getByRole('heading', { name: 'Site statistics' })).toBeInTheDocument()
    expect(row('Posts')).toHaveTextContent('42')
    expect(row('Page views')).toHaveTextContent('12,345')
    expect(row('Visitors')).toHaveTextContent('678')
  })

  it('marks counts that are still loading', () => {
    renderInSite(<AnalyticsCard counts={{ sitePv: null, siteUv: null, pagePv: null }} />)
    expect(row('Page views')?.querySelector('dd')).toHaveAttribute('aria-busy', 'true')
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
        <AnalyticsCard counts={{ sitePv: 1, siteUv: 2, pagePv: 3 }} />
      </I18nProvider>,
    )
    expect(screen.getByText('文章数')).toBeInTheDocument()
  })
})
