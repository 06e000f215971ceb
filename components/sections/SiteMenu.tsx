// The site menu with the built-in entries (used when the workspace has no Menu rows) that the
// theme's <THEME>_MENU_CATEGORY / _TAG / _ARCHIVE / _SEARCH settings allow.
import { MenuList, type MenuListProps } from '@/components/navigation/MenuList'
import type { BuiltInMenuOptions } from '@/components/navigation/useMenus'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { SharedThemeSettings } from '@/lib/theme/settings/shared'

export function builtInMenuOptionsOf(menu: SharedThemeSettings['menu']): BuiltInMenuOptions {
  return { categories: menu.category, tags: menu.tag, archive: menu.archive, search: menu.search }
}

export function SiteMenu(props: Omit<MenuListProps, 'builtIn'>) {
  const { menu } = useSharedThemeSettings()
  return <MenuList {...props} builtIn={builtInMenuOptionsOf(menu)} />
}
