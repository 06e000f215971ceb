// Which built-in menu links to offer when the workspace has no Menu rows (MEDIUM_MENU_*).
import type { BuiltInMenuOptions } from '@/components/navigation/useMenus'
import type { MediumConfig } from '../config'
import { useMediumConfig } from '../useMediumConfig'

export function builtInMenuOptions(c: MediumConfig): BuiltInMenuOptions {
  return {
    categories: c.MEDIUM_MENU_CATEGORY,
    tags: c.MEDIUM_MENU_TAG,
    archive: c.MEDIUM_MENU_ARCHIVE,
    search: c.MEDIUM_MENU_SEARCH,
  }
}

export function useBuiltInMenus(): BuiltInMenuOptions {
  return builtInMenuOptions(useMediumConfig())
}
