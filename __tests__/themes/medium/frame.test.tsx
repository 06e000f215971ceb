import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { themeRoot } from '@/components/theme/theme-root'
import { SiteProvider } from '@/components/site/SiteContext'
import medium from '@/themes/medium'
import { config } from '@/themes/medium/config'
import { DefaultLayout404 as Layout404 } from '@/components/theme/default-layouts'
import { LayoutArchive } from '@/themes/medium/layouts/LayoutArchive'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { summary } from './posts'
import { maybeLinkIn } from './queries'
import { renderMedium } from './render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const topMenu = () => within(screen.getByRole('banner'))

describe('medium frame', () => {
  beforeEach(() => resetRouter('/archive'))
  afterEach(() => vi.useRealTimers())

  it('renders every layout inside <div id="theme-medium">', () => {
    const Root = themeRoot(medium)
    render(
      <SiteProvider value={{ ...fixtureContext({}, { theme: 'medium' }), layout: 'LayoutArchive' }}>
        <Root
          layout="LayoutArchive"
          data={{ groups: [{ month: '2024-05', posts: [summary()] }] }}
        />
      </SiteProvider>,
    )
    const root = document.querySelector('#theme-medium')
    expect(root).toBeInTheDocument()
    expect(within(root as HTMLElement).getByRole('heading', { name: '2024-05' })).toHaveAttribute(
      'id',
      '2024-05',
    )
  })

  it('offers the built-in menu entries the MEDIUM_MENU_* settings leave on', () => {
    const { unmount } = renderMedium(<LayoutArchive groups={[]} />)
    for (const name of ['Home', 'Archive', 'Categories', 'Tags', 'Search']) {
      expect(maybeLinkIn(topMenu(), name)).toBeInTheDocument()
    }
    unmount()
    renderMedium(<LayoutArchive groups={[]} />, {
      settings: {
        MEDIUM_MENU_ARCHIVE: false,
        MEDIUM_MENU_CATEGORY: false,
        MEDIUM_MENU_TAG: false,
        MEDIUM_MENU_SEARCH: false,
      },
    })
    expect(maybeLinkIn(topMenu(), 'Home')).toBeInTheDocument()
    for (const name of ['Archive', 'Categories', 'Tags', 'Search']) {
      expect(maybeLinkIn(topMenu(), name)).not.toBeInTheDocument()
    }
  })

  it('shows the workspace menu as it is, whatever the built-in settings', () => {
    const menus = [
      {
        id: 'm1',
        icon: '',
        name: 'Archive',
        href: '/archive',
        target: '_self' as const,
        show: true,
        subMenus: [],
      },
    ]
    renderMedium(<LayoutArchive groups={[]} />, {
      settings: { MEDIUM_MENU_ARCHIVE: false },
      chrome: { menus },
    })
    expect(maybeLinkIn(topMenu(), 'Archive')).toBeInTheDocument()
  })

  it('hides back-to-top with MEDIUM_WIDGET_TO_TOP=false', () => {
    const { unmount } = renderMedium(<LayoutArchive groups={[]} />)
    expect(screen.getAllByRole('button', { name: 'Back to top' }).length).toBeGreaterThan(0)
    unmount()
    renderMedium(<LayoutArchive groups={[]} />, { settings: { MEDIUM_WIDGET_TO_TOP: false } })
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument()
  })

  it('puts the about card (author, bio, avatar link to /about) and footer lines on every page', () => {
    renderMedium(<LayoutArchive groups={[]} />, {
      chrome: { author: 'Ada', bio: 'Writes tests', since: 2021 },
    })
    const panel = within(screen.getByTestId('medium-right-panel'))
    expect(panel.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/about')
    expect(panel.getByText('Writes tests')).toBeInTheDocument()
    expect(panel.getByRole('search')).toBeInTheDocument()
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByText(/Powered by Folio 4\.9\.1/)).toBeInTheDocument()
    expect(footer.getByText(new RegExp(`2021–${new Date().getFullYear()}`))).toBeInTheDocument()
  })

  it('404: shows the message and goes home after the configured wait', () => {
    vi.useFakeTimers()
    const replace = vi.spyOn(routerStub, 'replace')
    renderMedium(<Layout404 />, { chrome: { notFoundRedirectSeconds: 3 } })
    expect(screen.getByText('404')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2900))
    expect(replace).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(200))
    expect(replace).toHaveBeenCalledWith('/')
  })
})

describe('medium settings', () => {
  it('default to the documented values, each described', () => {
    expect(config.parse({})).toEqual({
      MEDIUM_POST_LIST_COVER: true,
      MEDIUM_POST_LIST_PREVIEW: true,
      MEDIUM_POST_LIST_CATEGORY: true,
      MEDIUM_POST_LIST_TAG: true,
      MEDIUM_POST_DETAIL_CATEGORY: true,
      MEDIUM_POST_DETAIL_TAG: true,
      MEDIUM_MENU_CATEGORY: true,
      MEDIUM_MENU_TAG: true,
      MEDIUM_MENU_ARCHIVE: true,
      MEDIUM_MENU_SEARCH: true,
      MEDIUM_WIDGET_TO_TOP: true,
      MEDIUM_HOME_WIDGETS: true,
      MEDIUM_RIGHT_PANEL_DARK: false,
      MEDIUM_HOME_CATEGORY: '',
      MEDIUM_HOME_LOADING_COVER: false,
      MEDIUM_FOOTER_WAVE: false,
    })
    for (const [key, field] of Object.entries(config.shape)) {
      expect(key.startsWith('MEDIUM_')).toBe(true)
      expect(field.description, key).toBeTruthy()
    }
  })
})
