// Navigation from Menu and SubMenu rows in view order; a SubMenu joins the nearest Menu above it.
import { isExternalUrl } from './href'
import { resolveMenuIcon } from './menu-icons'
import type { SiteRules } from './rules'
import type { MenuLink, SubMenuLink } from './types'
import { rowStatus, rowType } from './visibility'
import type { WorkspaceRow } from './workspace'

function menuHref(slug: string): string {
  const s = slug.trim()
  if (!s) return '#'
  return isExternalUrl(s) || s.startsWith('/') || s.startsWith('#') ? s : `/${s}`
}

export function buildMenus(rows: readonly WorkspaceRow[], rules: SiteRules): MenuLink[] {
  const menus: MenuLink[] = []
  for (const row of rows) {
    const type = rowType(row, rules)
    if ((type !== 'Menu' && type !== 'SubMenu') || rowStatus(row, rules) !== 'Published') continue
    const href = menuHref(row.slug)
    const target = isExternalUrl(href) ? '_blank' : '_self'
    // Only when there is one: page props cannot hold `undefined`.
    const svg = resolveMenuIcon(row.icon)
    const icon = svg ? { icon: row.icon, svg } : { icon: row.icon }
    if (type === 'Menu') {
      menus.push({ id: row.id, ...icon, name: row.title, href, target, show: true, subMenus: [] })
    } else {
      // A SubMenu before any Menu has no parent to join; it is dropped.
      menus.at(-1)?.subMenus.push({ id: row.id, ...icon, title: row.title, href, target })
    }
  }
  return menus
}

function withoutSvg<L extends MenuLink | SubMenuLink>({ svg: _svg, ...link }: L): Omit<L, 'svg'> {
  return link
}

/** The menus without their icons' drawings, for a theme that draws no menu icons. */
export function withoutIconDrawings(menus: readonly MenuLink[]): MenuLink[] {
  return menus.map((menu) => ({ ...withoutSvg(menu), subMenus: menu.subMenus.map(withoutSvg) }))
}
