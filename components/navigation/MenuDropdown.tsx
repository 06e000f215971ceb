// A top-level menu item with a submenu in a horizontal menu. The submenu opens on hover and
// on keyboard focus (pure CSS), and the chevron button toggles it for touch screens.
import { useState, type FocusEvent } from 'react'
import { ChevronDown } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import type { MenuLink } from '@/lib/site/types'
import { MenuAnchor, type MenuAnchorStyle } from './MenuAnchor'

/** `panel`: the submenu's list. */
export type MenuDropdownPart = 'panel'

const PANEL_LOOK =
  'min-w-40 rounded border border-gray-200 bg-white py-1 shadow-md dark:border-neutral-700 dark:bg-neutral-900 [&_a]:block [&_a]:whitespace-nowrap [&_a]:px-3 [&_a]:py-1.5'

export function MenuDropdown({
  link,
  anchor,
  classNames: c = {},
}: {
  link: MenuLink
  anchor: MenuAnchorStyle
  classNames?: ClassNames<MenuDropdownPart>
}) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const closeWhenFocusLeaves = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
  }
  return (
    <li
      className="group relative"
      onBlur={closeWhenFocusLeaves}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <span className="inline-flex items-center gap-0.5">
        <MenuAnchor link={link} {...anchor} />
        <button
          type="button"
          aria-expanded={open}
          aria-label={open ? t.common.collapse : t.common.expand}
          onClick={() => setOpen(!open)}
          className="-my-1 p-[5px] opacity-70 hover:opacity-100"
        >
          <ChevronDown className="h-3.5 w-3.5" />
        </button>
      </span>
      <ul
        data-open={open || undefined}
        className={part(
          `${open ? 'block' : 'hidden'} absolute top-full left-0 z-40 group-focus-within:block group-hover:block`,
          PANEL_LOOK,
          c.panel,
        )}
      >
        {link.subMenus.map((sub) => (
          <li key={sub.id}>
            <MenuAnchor link={sub} {...anchor} />
          </li>
        ))}
      </ul>
    </li>
  )
}
