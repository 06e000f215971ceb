// The themes with a sidebar place the "most read" widget in it (medium in its right panel,
// matery beside an article, its only side column), and nothing of it shows with the counter off.
import { cleanup, waitFor } from '@testing-library/react'
import { themePageRenderer } from '@/__tests__/fixtures/render-theme'
import { resetRouter } from '@/__tests__/fixtures/router'
import { settle } from '@/__tests__/plugins/helpers'
import { detail, onePage, summary } from '@/__tests__/themes/medium/posts'
import type { PluginChrome } from '@/lib/plugins/types'
import type { ThemeConfigSchema, ThemeDefinition } from '@/themes/contract'
import fukasawa from '@/themes/fukasawa'
import { config as fukasawaConfig } from '@/themes/fukasawa/config'
import heo from '@/themes/heo'
import { config as heoConfig } from '@/themes/heo/config'
import hexo from '@/themes/hexo'
import { config as hexoConfig } from '@/themes/hexo/config'
import matery from '@/themes/matery'
import { config as materyConfig } from '@/themes/matery/config'
import medium from '@/themes/medium'
import { config as mediumConfig } from '@/themes/medium/config'
import next from '@/themes/next'
import { config as nextConfig } from '@/themes/next/config'
import simple from '@/themes/simple'
import { config as simpleConfig } from '@/themes/simple/config'
import { answer, stubReadershipBrowser, unstubReadershipBrowser } from './browser-stubs'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const FOLIO: PluginChrome = { readership: { enabled: true } }
const home = { posts: [summary()], pagination: onePage }
const article = { post: detail(), body: null, prev: null, next: null, related: [], aiSummary: null }

/** Each theme, its sidebar's element, and a page that has that sidebar. */
const PLACES: [ThemeDefinition, ThemeConfigSchema, string, 'home' | 'article'][] = [
  [heo, heoConfig, '[data-heo-sidebar]', 'home'],
  [hexo, hexoConfig, '[data-hexo-sidebar]', 'home'],
  [next, nextConfig, '[data-next-rightbar]', 'home'],
  [matery, materyConfig, '[data-matery-side-toc]', 'article'],
  [fukasawa, fukasawaConfig, '[data-fukasawa-sidebar]', 'home'],
  [simple, simpleConfig, '[data-simple="sidebar"]', 'home'],
  [medium, mediumConfig, '[data-testid="medium-right-panel"]', 'home'],
]

function renderThemePage(theme: ThemeDefinition, config: ThemeConfigSchema, page: 'home' | 'article', plugins: PluginChrome | null) {
  const render = themePageRenderer(theme, config, { plugins })
  // The side contents card (matery's side column) shows beside an article with contents.
  return page === 'article' ? render('LayoutSlug', article) : render('LayoutIndex', home)
}

beforeEach(() => {
  resetRouter('/')
  stubReadershipBrowser()
  answer('/api/readership/popular', { status: 200, body: { posts: [{ id: 'p1', title: 'Read most', href: '/article/read-most', views: 3 }] } })
})
afterEach(unstubReadershipBrowser)

describe.each(PLACES.map((place) => [place[0].name, ...place] as const))('the most-read widget in %s', (_name, theme, config, sidebar, page) => {
  it(`is in ${sidebar} with the counter on, and absent with it off`, async () => {
    renderThemePage(theme, config, page, FOLIO)
    await waitFor(() => expect(document.querySelector(`${sidebar} [data-section="popular-posts"]`)).not.toBeNull())
    expect(document.querySelector(`${sidebar} [data-section="popular-posts"] a`)).toHaveAttribute('href', '/article/read-most')
    await settle()
    cleanup()
    stubReadershipBrowser()
    renderThemePage(theme, config, page, null)
    await settle(50)
    expect(document.querySelector('[data-section="popular-posts"]')).toBeNull()
  })
})
