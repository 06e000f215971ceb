// Menu icons: a Menu row's emoji, the drawing the server found for its icon-font name, or a
// built-in link's key mapped to the inline set; nothing for an unknown name; drawn only where
// the theme asks for icons.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MenuIcon, menuIconOf } from '@/components/navigation/MenuIcon'
import { MenuList } from '@/components/navigation/MenuList'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { resolveMenuIcon } from '@/lib/site/menu-icons'
import type { MenuIconSvg, MenuLink } from '@/lib/site/types'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const link = (id: string, name: string, icon: string, svg?: MenuIconSvg): MenuLink => ({ id, name, icon, ...(svg ? { svg } : {}), href: `/${id}`, target: '_self', show: true, subMenus: [] })
const house = resolveMenuIcon('fas fa-home') as MenuIconSvg

describe('menu icons', () => {
  it('reads emoji, icon-font names and built-in keys; nothing for the unknown', () => {
    expect(menuIconOf('📚')).toEqual({ emoji: '📚' })
    expect(menuIconOf('fas fa-home', false, house)).toEqual({ svg: house })
    // A name the server found no drawing for.
    expect(menuIconOf('fas fa-home')).toBeNull()
    expect(menuIconOf('folder')).toHaveProperty('Svg')
    expect(menuIconOf('user')).toBeNull()
    expect(menuIconOf('fa-solid fa-spaceship')).toBeNull()
    expect(menuIconOf('  ')).toBeNull()
  })

  it('draws them only when the theme asks', () => {
    resetRouter('/')
    const links = [link('a', 'Books', '📚'), link('b', 'Home', 'fas fa-home', house)]
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

  it('draws the server\'s drawing as a decorative filled <svg>', () => {
    const { container } = render(
      <SiteProvider value={fixtureContext()}>
        <MenuIcon icon="fab fa-weixin" svg={resolveMenuIcon('fab fa-weixin') ?? undefined} />
      </SiteProvider>,
    )
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('viewBox')).toBe('0 0 576 512')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(resolveMenuIcon('fab fa-weixin')?.path)
  })
})
