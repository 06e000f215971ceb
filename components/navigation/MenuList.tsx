// The site menu, horizontal (a header row with dropdown submenus) or vertical (a drawer or
// sidebar list with nested submenus). Links come from useMenus() unless `links` is given.
import { useRouter } from 'next/router'
import { part, type ClassNames } from '@/components/kit/class-names'
import { usePageContext } from '@/components/site/SiteContext'
import type { MenuLink } from '@/lib/site/types'
import { sitePath } from './current-path'
import { MenuAnchor } from './MenuAnchor'
import { MenuDropdown } from './MenuDropdown'
import { useMenus, type BuiltInMenuOptions } from './useMenus'

/**
 * `root`: the outer list; `item`: every link, top level and submenu; `active`: added to the
 * link of the page being shown; `subMenu`: the dropdown panel horizontally, the indented list
 * vertically.
 */
export type MenuListPart = 'root' | 'item' | 'active' | 'subMenu'

export interface MenuListProps {
  orientation?: 'horizontal' | 'vertical'
  /** Defaults to useMenus(builtIn). */
  links?: MenuLink[]
  /** Which built-in links to offer when the workspace has no menu rows. */
  builtIn?: BuiltInMenuOptions
  classNames?: ClassNames<MenuListPart>
  /** Draw each link's icon before its name (a Menu row's emoji or icon name; the built-in links' own). */
  icons?: boolean
}

export function MenuList({ orientation = 'horizontal', links, builtIn, classNames: c = {}, icons = false }: MenuListProps) {
  const fromSite = useMenus(builtIn)
  const { asPath } = useRouter()
  const { variant } = usePageContext()
  const anchor = {
    classNames: { root: c.item, active: c.active ?? 'font-semibold' },
    current: sitePath(asPath, variant.prefix),
    icons,
  }
  const horizontal = orientation === 'horizontal'
  const root = horizontal
    ? part('flex items-center', 'flex-wrap gap-x-4 gap-y-1', c.root)
    : part('flex flex-col', 'gap-1', c.root)
  return (
    <ul className={root}>
      {(links ?? fromSite).map((link) => {
        if (link.subMenus.length > 0 && horizontal) {
          return <MenuDropdown key={link.id} link={link} anchor={anchor} classNames={{ panel: c.subMenu }} />
        }
        return (
          <li key={link.id}>
            <MenuAnchor link={link} {...anchor} />
            {link.subMenus.length > 0 ? (
              <ul className={part('flex flex-col', 'mt-1 gap-1 pl-4', c.subMenu)}>
                {link.subMenus.map((sub) => (
                  <li key={sub.id}>
                    <MenuAnchor link={sub} {...anchor} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
