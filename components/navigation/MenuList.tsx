// The site menu, horizontal (a header row with dropdown submenus) or vertical (a drawer or
// sidebar list with nested submenus). Links come from useMenus() unless `links` is given.
import { useRouter } from 'next/router'
import { usePageContext } from '@/components/site/SiteContext'
import type { MenuLink } from '@/lib/site/types'
import { sitePath } from './current-path'
import { MenuAnchor } from './MenuAnchor'
import { MenuDropdown } from './MenuDropdown'
import { useMenus, type BuiltInMenuOptions } from './useMenus'

export interface MenuListProps {
  orientation?: 'horizontal' | 'vertical'
  /** Defaults to useMenus(builtIn). */
  links?: MenuLink[]
  /** Which built-in links to offer when the workspace has no menu rows. */
  builtIn?: BuiltInMenuOptions
  /** The outer list; replaces the default flex classes. */
  className?: string
  /** Every link, top level and submenu. */
  itemClassName?: string
  /** Added to the link of the page being shown. */
  activeClassName?: string
  /** The submenu list: the dropdown panel horizontally, the indented list vertically. */
  subMenuClassName?: string
}

export function MenuList({
  orientation = 'horizontal',
  links,
  builtIn,
  className,
  itemClassName,
  activeClassName = 'font-semibold',
  subMenuClassName,
}: MenuListProps) {
  const fromSite = useMenus(builtIn)
  const { asPath } = useRouter()
  const { variant } = usePageContext()
  const anchor = {
    className: itemClassName,
    activeClassName,
    current: sitePath(asPath, variant.prefix),
  }
  const horizontal = orientation === 'horizontal'
  return (
    <ul
      className={
        className ??
        (horizontal ? 'flex flex-wrap items-center gap-x-4 gap-y-1' : 'flex flex-col gap-1')
      }
    >
      {(links ?? fromSite).map((link) => {
        if (link.subMenus.length > 0 && horizontal) {
          return (
            <MenuDropdown
              key={link.id}
              link={link}
              anchor={anchor}
              panelClassName={subMenuClassName}
            />
          )
        }
        return (
          <li key={link.id}>
            <MenuAnchor link={link} {...anchor} />
            {link.subMenus.length > 0 ? (
              <ul className={subMenuClassName ?? 'mt-1 flex flex-col gap-1 pl-4'}>
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
