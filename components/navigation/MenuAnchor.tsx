// One menu link: highlighted when it points at the page being shown, opened in a new tab
// when the menu row asks for it.
import { cx, type ClassNames } from '@/components/kit/class-names'
import type { MenuLink, SubMenuLink } from '@/lib/site/types'
import { isActivePath } from './current-path'
import { MenuIcon } from './MenuIcon'
import { SiteLink } from './SiteLink'

/** `active` is added to `root` on the link of the page being shown. */
export type MenuAnchorPart = 'root' | 'active'

export interface MenuAnchorStyle {
  classNames?: ClassNames<MenuAnchorPart>
  /** The current site path (sitePath of router.asPath). */
  current: string
  /** Draw the link's icon before its name (an emoji, or a known icon name). */
  icons?: boolean
}

export function MenuAnchor({
  link,
  classNames: c = {},
  current,
  icons = false,
}: MenuAnchorStyle & { link: MenuLink | SubMenuLink }) {
  const name = 'name' in link ? link.name : link.title
  const label = icons && link.icon ? (
    <>
      <MenuIcon icon={link.icon} svg={link.svg} />
      {name}
    </>
  ) : (
    name
  )
  const active = isActivePath(current, link.href)
  const classes = cx(c.root, active && c.active) || undefined
  // '#': a Menu row without a slug, only a heading for its submenu.
  if (link.href === '#') return <span className={classes}>{label}</span>
  const newTab = link.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <SiteLink
      href={link.href}
      // No page behind it: a plain link, never prefetched as page data.
      reload={link.notAPage}
      className={classes}
      aria-current={active ? 'page' : undefined}
      {...newTab}
    >
      {label}
    </SiteLink>
  )
}
