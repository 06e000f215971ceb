import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PhoneMenu } from '@/components/frame/PhoneMenu'
import { resetRouter } from '@/__tests__/fixtures/router'
import { renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const menuButton = () => screen.getByRole('button', { name: 'Open menu' })
const drawer = () => screen.getByRole('dialog', { hidden: true })

describe('PhoneMenu', () => {
  beforeEach(() => resetRouter('/'))

  it('names its button in the page language and says which drawer it opens and whether it is open', () => {
    renderInSite(<PhoneMenu />)
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton().getAttribute('aria-controls')).toBe(drawer().id)
    fireEvent.click(menuButton())
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'true')
  })

  it('names its button in French on a French page', () => {
    renderInSite(<PhoneMenu />, { variant: { locale: 'fr-FR' } })
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument()
  })

  it('holds the vertical site menu, or what the theme places around it', () => {
    renderInSite(<PhoneMenu>{(menu) => <><p>owner card</p>{menu}</>}</PhoneMenu>, {
      chrome: { menus: [{ id: 'm1', name: 'About', href: '/about', icon: '', target: '_self', show: true, subMenus: [] }] },
    })
    expect(drawer()).toHaveTextContent('owner card')
    expect(drawer().querySelector('a[href="/about"]')).not.toBeNull()
  })

  it('moves focus into the drawer, keeps it there with Tab, and gives it back to the button on Escape', () => {
    renderInSite(<PhoneMenu>{() => <><button type="button">first</button><button type="button">last</button></>}</PhoneMenu>)
    menuButton().focus()
    fireEvent.click(menuButton())
    const close = screen.getByRole('button', { name: 'Close menu' })
    expect(document.activeElement).toBe(close)
    const last = screen.getByText('last')
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(menuButton())
  })
})
