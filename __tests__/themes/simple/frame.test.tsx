// The simple theme's frame: the top bar (SIMPLE_TOP_BAR) carries the dark-mode button, which
// moves to the footer without it; the sidebar sits beside lists and articles, with the sticky
// contents only beside an article, and gives way to a full-width article.
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { FramePage, PostDetail, TocEntry } from '@/themes/contract'
import { config, type SimpleConfig } from '@/themes/simple/config'
import { LayoutBase } from '@/themes/simple/LayoutBase'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const toc: TocEntry[] = [
  { id: 'a', text: 'First', indentLevel: 0 },
  { id: 'b', text: 'Second', indentLevel: 1 },
]
const LIST: FramePage = { layout: 'LayoutIndex', title: 'Fixture Blog', heading: null, article: null }
// The frame reads only the article's TOC and width; the post itself is the layout's business.
const article = (fullWidth: boolean): FramePage => ({
  layout: 'LayoutSlug',
  title: 'A post',
  heading: 'A post',
  article: { post: { toc } as PostDetail, toc, fullWidth },
})

function renderFrame(page: FramePage, settings: Partial<SimpleConfig> = {}) {
  const value = { ...fixtureContext({}, { theme: 'simple' }), themeConfig: { ...config.parse({}), ...settings } }
  return render(
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">
        <LayoutBase layout={page.layout} page={page}>
          <p>content</p>
        </LayoutBase>
      </I18nProvider>
    </SiteProvider>,
  )
}

const darkModeButton = /switch to (dark|light) mode/i
const topBar = () => document.querySelector<HTMLElement>('[data-simple="top-bar"]')
const sidebar = () => document.querySelector<HTMLElement>('[data-simple="sidebar"]')

describe('simple frame', () => {
  beforeEach(() => resetRouter('/'))

  it('puts the dark-mode button in the top bar by default', () => {
    renderFrame(LIST)
    expect(within(topBar()!).getByRole('button', { name: darkModeButton })).toBeInTheDocument()
    expect(within(screen.getByRole('contentinfo')).queryByRole('button', { name: darkModeButton })).toBeNull()
  })

  it('moves the dark-mode button to the footer when SIMPLE_TOP_BAR is off', () => {
    renderFrame(LIST, { SIMPLE_TOP_BAR: false })
    expect(topBar()).toBeNull()
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: darkModeButton })).toBeInTheDocument()
  })

  it('shows the sidebar beside a list, without the contents', () => {
    renderFrame(LIST)
    expect(sidebar()).toBeInTheDocument()
    expect(screen.queryByTestId('side-toc')).toBeNull()
  })

  it("shows the article's contents in the sidebar", () => {
    renderFrame(article(false))
    expect(within(sidebar()!).getByTestId('side-toc')).toHaveTextContent('Second')
  })

  it('drops the sidebar beside a full-width article, keeping the contents button', () => {
    renderFrame(article(true))
    expect(sidebar()).toBeNull()
    expect(screen.getByTestId('floating-toc-button')).toBeInTheDocument()
  })
})
