// The phone menu: a button that says whether its drawer is open (aria-expanded) and which one
// it opens (aria-controls), named in the page's language, and the drawer (components/layout/
// Drawer: focus kept inside while open and back on the button when it closes, Escape, overlay
// click). The drawer holds the site's menu one entry a line unless the theme gives it more.
import { useId, useState, type ReactNode } from 'react'
import { Menu } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { Drawer, type DrawerPart } from '@/components/layout/Drawer'
import type { MenuListPart } from '@/components/navigation/MenuList'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useT } from '@/lib/i18n/react'

/** `button`: the menu button; `icon`: its three lines (or the theme's `icon`). */
export type PhoneMenuPart = 'button' | 'icon'

interface Props {
  classNames?: ClassNames<PhoneMenuPart>
  side?: 'left' | 'right'
  drawer?: ClassNames<DrawerPart>
  /** The vertical site menu's look (when the drawer holds the default menu). */
  menu?: ClassNames<MenuListPart>
  /** The menu's icons on (the theme's `<THEME>_MENU_ICONS`-like setting). */
  menuIcons?: boolean
  /** The button's content instead of the three-line icon. */
  icon?: ReactNode
  /** What the drawer holds; `menu` is the vertical site menu, for placing it among the rest; `close` for links that are no route change (a jump within the page). */
  children?: (menu: ReactNode, close: () => void) => ReactNode
}

export function PhoneMenu({ classNames: c = {}, side = 'left', drawer, menu, menuIcons, icon, children }: Props) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const drawerId = useId()
  const close = () => setOpen(false)
  const siteMenu = <SiteMenu orientation="vertical" icons={menuIcons} classNames={menu} />
  return (
    <>
      <button
        type="button"
        aria-label={t.nav.openMenu}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(!open)}
        className={part('', 'rounded p-2', c.button)}
        data-phone-menu-button=""
      >
        {icon ?? <Menu className={part('', 'h-5 w-5', c.icon)} />}
      </button>
      <Drawer id={drawerId} open={open} onClose={close} side={side} classNames={drawer}>
        {children ? children(siteMenu, close) : siteMenu}
      </Drawer>
    </>
  )
}
