// Menu icons: a Menu row's emoji, or an icon-font name mapped to the inline set; nothing for an
// unknown name; drawn only where the theme asks for icons.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { menuIconOf } from '@/components/navigation/MenuIcon'
import { MenuList } from '@/components/navigation/MenuList'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { MenuLink } from '@/lib/site/types'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const link = (id: string, name: string, icon: string): MenuLink => ({ id, name, icon, href: `/${id}`, target: '_self', show: true, subMenus: [] })

describe('menu icons', () => {
  it('reads emoji, icon-font names and built-in keys; nothing for the unknown', () => {
    expect(menuIconOf('📚')).toEqual({ emoji: '📚' })
    expect(menuIconOf('fas fa-home')).toHaveProperty('Svg')
    expect(menuIconOf('folder')).toHaveProperty('Svg')
    expect(menuIconOf('fa-solid fa-spaceship')).toBeNull()
    expect(menuIconOf('  ')).toBeNull()
  })

  it('draws them only when the theme asks', () => {
    resetRouter('/')
    const links = [link('a', 'Books', '📚'), link('b', 'Home', 'fas fa-home')]
    const ui = (icons: boolean) => (
      <SiteProvider value={fixtureContext()}>
        <I18nProvider locale="en-US">
          <MenuList links={links} icons={icons} />
        </I18nProvider>
      </SiteProvider>
    )
    const { rerender, container } = render(ui(false))
    expect(screen.queryByText('📚')).toBeNull()
    rerender(ui(true))
    expect(screen.getByText('📚')).toBeInTheDocument()
    expect(container.querySelectorAll('a svg')).toHaveLength(1)
  })
})
