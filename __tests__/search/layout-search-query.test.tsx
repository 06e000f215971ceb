// Search on a host without a server: /search?s=<kw> is the cached /search page (no server
// keyword); medium's search and the shared default (example's) show results for the address's
// keyword, the lists only without one.
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { resetLoadedIndexes } from '@/components/search/load-search-index'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { DefaultLayoutSearch as ExampleSearch } from '@/components/theme/default-layouts/search'
import { LayoutSearch as MediumSearch } from '@/themes/medium/layouts/LayoutSearch'
import { resetRouter } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { payload } from './fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const props = {
  keyword: '',
  posts: [],
  pagination: { page: 1, totalPages: 1, basePath: '/search' },
  categories: [{ name: 'Notes', count: 2, color: 'gray' as const }],
  tags: [{ name: 'React', count: 1, color: 'gray' as const }],
}
const THEMES = [
  ['medium', MediumSearch],
  ['example', ExampleSearch],
] as const

function renderIn(theme: 'medium' | 'example', ui: ReactElement) {
  const value = fixtureContext({}, { theme })
  return render(
    <SiteProvider value={{ ...value, layout: 'LayoutSearch' }}>
      <I18nProvider locale="en-US">{ui}</I18nProvider>
    </SiteProvider>,
  )
}

describe.each(THEMES)('%s LayoutSearch without a server keyword', (theme, LayoutSearch) => {
  beforeEach(() => {
    resetLoadedIndexes()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: true, status: 200, json: async () => payload })),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the results for ?s= from the address, not the lists', async () => {
    resetRouter('/search?s=zephyrine')
    renderIn(theme, <LayoutSearch {...props} />)
    expect(await screen.findByRole('link', { name: /Walking the trail/ })).toHaveAttribute(
      'href',
      '/article/walk',
    )
    expect(screen.queryByRole('link', { name: /Notes/ })).not.toBeInTheDocument()
  })

  it('says "No results found." for a ?s= keyword nothing matches', async () => {
    resetRouter('/search?s=qqqxxyz')
    renderIn(theme, <LayoutSearch {...props} />)
    expect(await screen.findByText(/No results found\./)).toBeInTheDocument()
  })

  it('shows the categories and tags when neither keyword is set', () => {
    resetRouter('/search')
    renderIn(theme, <LayoutSearch {...props} />)
    expect(screen.getByRole('link', { name: /Notes/ })).toHaveAttribute('href', '/category/Notes')
    expect(document.querySelector('section[data-fulltext]')).toBeNull()
  })
})
