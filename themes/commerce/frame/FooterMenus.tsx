// The footer's columns of the site's menus: each menu with submenus is a column under its own
// name; the plain links share the first column, under "Menu".
import { useMenus } from '@/components/navigation/useMenus'
import { SiteLink } from '@/components/navigation/SiteLink'
import { builtInMenuOptionsOf } from '@/components/sections/SiteMenu'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import { useT } from '@/lib/i18n/react'

interface Column {
  key: string
  title: string
  links: { id: string; name: string; href: string }[]
}

export function FooterMenus() {
  const { t } = useT()
  const { menu } = useSharedThemeSettings()
  const menus = useMenus(builtInMenuOptionsOf(menu))
  const plain = menus.filter((m) => m.subMenus.length === 0)
  const columns: Column[] = [
    { key: 'menu', title: t.common.menu, links: plain },
    ...menus
      .filter((m) => m.subMenus.length > 0)
      .map((m) => ({ key: m.id, title: m.name, links: m.subMenus.map((s) => ({ id: s.id, name: s.title, href: s.href })) })),
  ].filter((column) => column.links.length > 0)
  return (
    <>
      {columns.map((column) => (
        <nav key={column.key} aria-label={column.title} className="min-w-0">
          <h2 className="mb-3 text-sm font-bold tracking-wider text-neutral-900 uppercase dark:text-white">{column.title}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {column.links.map((link) => (
              <li key={link.id}>
                <SiteLink href={link.href} className="break-words text-neutral-600 hover:text-[var(--folio-accent)] dark:text-neutral-400">
                  {link.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  )
}
