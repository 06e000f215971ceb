// The settings many themes share (post list, article, built-in menu, home, widgets): their key
// names, their defaults and one typed reader. Zod-free, so the browser may import it; the zod
// fragments themes compose (./fragments.ts) are built from these same tables.
import type { ThemeName } from '@/lib/theme/theme-names'

export interface SharedThemeSettings {
  postList: { cover: boolean; preview: boolean; category: boolean; tag: boolean }
  article: { category: boolean; tag: boolean }
  /** Entries of the built-in menu, used when the workspace has no Menu rows. */
  menu: { category: boolean; tag: boolean; archive: boolean; search: boolean }
  /** `category`: the home page lists only this category ('' = all posts). */
  home: { category: string; widgets: boolean }
  widgets: { toTop: boolean }
}

export type SharedSettingGroup = keyof SharedThemeSettings

/** Each shared setting's key without the `<THEME>_` prefix. */
export const SHARED_SETTING_KEYS = {
  postList: {
    cover: 'POST_LIST_COVER',
    preview: 'POST_LIST_PREVIEW',
    category: 'POST_LIST_CATEGORY',
    tag: 'POST_LIST_TAG',
  },
  article: { category: 'POST_DETAIL_CATEGORY', tag: 'POST_DETAIL_TAG' },
  menu: { category: 'MENU_CATEGORY', tag: 'MENU_TAG', archive: 'MENU_ARCHIVE', search: 'MENU_SEARCH' },
  home: { category: 'HOME_CATEGORY', widgets: 'HOME_WIDGETS' },
  widgets: { toTop: 'WIDGET_TO_TOP' },
} as const satisfies { [G in SharedSettingGroup]: Record<keyof SharedThemeSettings[G], string> }

export const SHARED_SETTING_DEFAULTS: SharedThemeSettings = {
  postList: { cover: true, preview: true, category: true, tag: true },
  article: { category: true, tag: true },
  menu: { category: true, tag: true, archive: true, search: true },
  home: { category: '', widgets: true },
  widgets: { toTop: true },
}

/** Values to use instead of the fragment defaults for keys a theme does not have. */
export type SharedSettingFallbacks = { [G in SharedSettingGroup]?: Partial<SharedThemeSettings[G]> }

/** The prefix of a theme's keys: its name in upper case. */
export function settingPrefix(theme: ThemeName): Uppercase<ThemeName> {
  return theme.toUpperCase() as Uppercase<ThemeName>
}

function readGroup<G extends SharedSettingGroup>(
  group: G,
  prefix: string,
  themeConfig: Record<string, unknown>,
  fallback: SharedThemeSettings[G],
): SharedThemeSettings[G] {
  const keys: Record<string, string> = SHARED_SETTING_KEYS[group]
  const values: Record<string, unknown> = { ...fallback }
  for (const [field, suffix] of Object.entries(keys)) {
    const value = themeConfig[`${prefix}_${suffix}`]
    // A value of the wrong type (a theme that gave the key another meaning) keeps the fallback.
    if (typeof value === typeof values[field]) values[field] = value
  }
  return values as SharedThemeSettings[G]
}

/**
 * The active theme's shared settings from its resolved `themeConfig`; a key the theme does not
 * have takes `fallbacks` (when given) or the fragment default. The only place that builds
 * `<THEME>_…` key names for the core and the shared components.
 */
export function sharedThemeSettings(
  theme: ThemeName,
  themeConfig: Record<string, unknown>,
  fallbacks: SharedSettingFallbacks = {},
): SharedThemeSettings {
  const prefix = settingPrefix(theme)
  const read = <G extends SharedSettingGroup>(group: G) =>
    readGroup(group, prefix, themeConfig, { ...SHARED_SETTING_DEFAULTS[group], ...fallbacks[group] })
  return {
    postList: read('postList'),
    article: read('article'),
    menu: read('menu'),
    home: read('home'),
    widgets: read('widgets'),
  }
}
