// The right-click menu's entries: the owner's switches (RIGHT_CLICK_MENU_*), minus those that
// cannot work on this site (one theme only, no posts), each with its label, icon and action.
import { useRouter } from 'next/router'
import type { ComponentType } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { Folder, Link, Moon, Palette, Sun, Tag, type IconProps } from '@/components/icons'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { usePageContext } from '@/components/site/SiteContext'
import { withThemeParam } from '@/components/theme/ThemeSwitcher'
import {
  DEFAULT_RIGHT_CLICK_MENU,
  usableMenuItems,
  type RightClickItem,
} from '@/lib/home/right-click-menu'
import { useT } from '@/lib/i18n/react'
import { withVariant } from '@/lib/routes/links'
import { nextTheme } from '@/lib/theme/names'
import { useRandomPost } from '../useRandomPost'
import { copyText } from './copy-text'
import { Shuffle } from './icons'

export interface MenuAction {
  id: RightClickItem
  label: string
  Icon: ComponentType<IconProps>
  run: () => void | Promise<void>
}

/** `onCopied` hears whether copying the link worked (for a short status message). */
export function useMenuActions(onCopied: (ok: boolean) => void): {
  enabled: boolean
  actions: MenuAction[]
} {
  const { t } = useT()
  const router = useRouter()
  const { chrome, variant } = usePageContext()
  const { dark, toggle } = useAppearance()
  const random = useRandomPost()
  const options = chrome.rightClickMenu ?? DEFAULT_RIGHT_CLICK_MENU
  const go = (path: string) => void router.push(withVariant(path, variant))

  const all: Record<RightClickItem, Omit<MenuAction, 'id'>> = {
    themeSwitch: {
      label: t.menu.switchTheme,
      Icon: Palette,
      run: () =>
        fullPageLoad(withThemeParam(router.asPath, nextTheme(variant.theme, chrome.themes))),
    },
    darkMode: {
      label: dark ? t.menu.lightMode : t.menu.darkMode,
      Icon: dark ? Sun : Moon,
      run: toggle,
    },
    shareLink: {
      label: t.menu.copyLink,
      Icon: Link,
      run: async () => onCopied(await copyText(window.location.href)),
    },
    randomPost: { label: t.menu.randomPost, Icon: Shuffle, run: () => random.go() },
    category: { label: t.menu.categories, Icon: Folder, run: () => go('/category') },
    tag: { label: t.menu.tags, Icon: Tag, run: () => go('/tag') },
  }
  const items = usableMenuItems(options.items, {
    themeCount: chrome.themes.length,
    randomPoolSize: random.available ? 1 : 0,
  })
  return { enabled: options.enabled, actions: items.map((id) => ({ id, ...all[id] })) }
}
