// What the example theme places besides posts: the shared home widgets (notice bar and hero on
// the first home page, the site statistics box in the sidebar), all behind EXAMPLE_HOME_WIDGETS.
import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { HomeWidgets } from '@/lib/home/types'
import { config, type ExampleConfig } from '@/themes/example/config'
import type { LayoutDataMap } from '@/lib/routes/types'
import example from '@/themes/example'
import { LayoutIndex } from '@/themes/example/layouts/LayoutIndex'
import { preloadHomeWidgets } from '@/components/sections/home/HomeWidgets'
import { resetRouter } from '@/__tests__/fixtures/router'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { fixturePost } from '@/__tests__/search/fixtures'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const HOME: HomeWidgets = {
  noticeLinks: [{ title: 'Notice link', url: '/about' }],
  quote: null,
  heroShortcuts: [{ title: 'Archive', url: '/archive' }],
  heroIcons: [],
  recommended: [],
  today: { url: '/about', title: '', image: '' },
}
const POSTS = [fixturePost({ id: 'p1', title: 'First post' })]

const renderPage = themePageRenderer(example, config, { postCount: 7 })

function renderExample(ui: ReactElement<LayoutDataMap['LayoutIndex']>, settings: Partial<ExampleConfig> = {}) {
  return renderPage('LayoutIndex', ui.props, settings)
}

const home = (page = 1, settings: Partial<ExampleConfig> = {}) =>
  renderExample(
    <LayoutIndex
      posts={POSTS}
      pagination={{ page, totalPages: 2, basePath: '/' }}
      {...(page === 1 ? { home: HOME } : {})}
    />,
    settings,
  )
const notice = () => document.querySelector('[data-home-notice]')
const hero = () => document.querySelector('[data-home-hero]')
const stats = () => document.querySelector('aside [data-analytics-card]')

describe('example placements', () => {
  // The hero is a lazily loaded piece; loaded first, it renders at once.
  beforeAll(preloadHomeWidgets)
  beforeEach(() => resetRouter('/'))

  it('turns the home widgets on by default', () => {
    expect(config.parse({}).EXAMPLE_HOME_WIDGETS).toBe(true)
  })

  it('puts the notice bar and the hero above the posts of the first home page', () => {
    home()
    expect(notice()).not.toBeNull()
    expect(hero()).not.toBeNull()
    expect(screen.getByText('First post')).toBeInTheDocument()
    // Above the list, inside the main column.
    const main = screen.getByRole('main')
    expect(main.contains(hero())).toBe(true)
    const first = screen.getByText('First post')
    expect(hero()!.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('leaves them off later pages', () => {
    home(2)
    expect(notice()).toBeNull()
    expect(hero()).toBeNull()
  })

  it('shows the site statistics in the sidebar on every page', () => {
    renderPage('LayoutArchive', { groups: [] })
    expect(stats()).not.toBeNull()
    expect(stats()).toHaveTextContent('7')
  })

  it('places none of them with EXAMPLE_HOME_WIDGETS off', () => {
    home(1, { EXAMPLE_HOME_WIDGETS: false })
    expect(notice()).toBeNull()
    expect(hero()).toBeNull()
    expect(stats()).toBeNull()
  })
})
