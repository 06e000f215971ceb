// The custom right-click menu's settings as the browser gets them, and which entries show.
import type { SiteConfig } from '@/lib/config'

export const RIGHT_CLICK_ITEMS = [
  'themeSwitch',
  'darkMode',
  'shareLink',
  'randomPost',
  'category',
  'tag',
] as const

export type RightClickItem = (typeof RIGHT_CLICK_ITEMS)[number]

export interface RightClickMenuOptions {
  enabled: boolean
  /** Entries the owner left on, in menu order. */
  items: RightClickItem[]
}

/** On, with every entry: what a site gets when nothing is configured. */
export const DEFAULT_RIGHT_CLICK_MENU: RightClickMenuOptions = {
  enabled: true,
  items: [...RIGHT_CLICK_ITEMS],
}

type MenuSettings = Pick<
  SiteConfig,
  | 'RIGHT_CLICK_MENU_ENABLED'
  | 'RIGHT_CLICK_MENU_THEME_SWITCH'
  | 'RIGHT_CLICK_MENU_DARK_MODE'
  | 'RIGHT_CLICK_MENU_SHARE_LINK'
  | 'RIGHT_CLICK_MENU_RANDOM_POST'
  | 'RIGHT_CLICK_MENU_CATEGORY'
  | 'RIGHT_CLICK_MENU_TAG'
>

export function rightClickMenuOptions(c: MenuSettings): RightClickMenuOptions {
  const switches: Record<RightClickItem, boolean> = {
    themeSwitch: c.RIGHT_CLICK_MENU_THEME_SWITCH,
    darkMode: c.RIGHT_CLICK_MENU_DARK_MODE,
    shareLink: c.RIGHT_CLICK_MENU_SHARE_LINK,
    randomPost: c.RIGHT_CLICK_MENU_RANDOM_POST,
    category: c.RIGHT_CLICK_MENU_CATEGORY,
    tag: c.RIGHT_CLICK_MENU_TAG,
  }
  return {
    enabled: c.RIGHT_CLICK_MENU_ENABLED,
    items: RIGHT_CLICK_ITEMS.filter((item) => switches[item]),
  }
}

export interface MenuCapabilities {
  /** Built themes a visitor can switch between. */
  themeCount: number
  /** Posts the random pick can choose from. */
  randomPoolSize: number
}

/** Entries that can do something here: no theme switch with one theme, no random pick without posts. */
export function usableMenuItems(
  items: readonly RightClickItem[],
  can: MenuCapabilities,
): RightClickItem[] {
  return items.filter((item) => {
    if (item === 'themeSwitch') return can.themeCount > 1
    if (item === 'randomPost') return can.randomPoolSize > 0
    return true
  })
}
