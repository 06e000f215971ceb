// The shared pieces that obey a theme's shared settings: the built-in menu entries
// (<THEME>_MENU_*) and the back-to-top button (<THEME>_WIDGET_TO_TOP).
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '@/components/site/SiteContext'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import type { MenuLink } from '@/lib/site/types'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function renderWith(ui: ReactElement, themeConfig: Record<string, unknown>, menus: MenuLink[] = []) {
  const value = { ...fixtureContext({ menus }, { theme: 'medium' }), themeConfig }
  return render(
    <SiteProvider value={value}>
      <I18nProvider locale="en-US">{ui}</I18nProvider>
    </SiteProvider>,
  )
}

const linkNames = () => screen.getAllByRole('link').map((a) => a.textContent)

describe('SiteMenu', () => {
  beforeEach(() => resetRouter('/'))

  it('offers every built-in entry by default', () => {
    renderWith(<SiteMenu />, {})
    expect(linkNames()).toEqual(['Home', 'Archive', 'Categories', 'Tags', 'Search', 'About'])
  })

  it("leaves out the built-in entries the theme's settings turn off", () => {
    renderWith(<SiteMenu />, { MEDIUM_MENU_ARCHIVE: false, MEDIUM_MENU_SEARCH: false, MEDIUM_MENU_TAG: true })
    expect(linkNames()).toEqual(['Home', 'Categories', 'Tags', 'About'])
  })

  it("shows the workspace's Menu rows whatever the settings", () => {
    const menus: MenuLink[] = [{ id: 'm', icon: '', name: 'Friends', href: '/friends', target: '_self', show: true, subMenus: [] }]
    renderWith(<SiteMenu />, { MEDIUM_MENU_ARCHIVE: false }, menus)
    expect(linkNames()).toEqual(['Friends'])
  })
})

describe('ToTopButton', () => {
  it('shows the button while the setting is on (the default)', () => {
    renderWith(<ToTopButton />, {})
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy()
  })

  it('shows nothing when the setting is off', () => {
    renderWith(<ToTopButton />, { MEDIUM_WIDGET_TO_TOP: false })
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
  })
})
