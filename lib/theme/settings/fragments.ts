// Zod fragments of the shared settings, composed by each theme under its own prefix:
//   z.object({ ...postListSettings('HEXO'), ...menuSettings('HEXO'), HEXO_OWN_THING: … })
// Keys are template-literal types, so z.infer of the composed object stays exact
// (HEXO_POST_LIST_COVER: boolean). A theme may pass other defaults: postListSettings('NOBELIUM', { cover: false }).
import { z } from 'zod'
import type { ThemeName } from '@/lib/theme/theme-names'
import {
  SHARED_SETTING_DEFAULTS,
  SHARED_SETTING_KEYS,
  type SharedSettingFallbacks,
  type SharedSettingGroup,
  type SharedThemeSettings,
} from './shared'

export type ThemePrefix = Uppercase<ThemeName>

type Keys = typeof SHARED_SETTING_KEYS
type FieldSchema<V> = [V] extends [boolean] ? z.ZodDefault<z.ZodBoolean> : z.ZodDefault<z.ZodString>

/** One group's fields, keyed `<PREFIX>_<KEY>`. */
export type SettingsFragment<P extends ThemePrefix, G extends SharedSettingGroup> = {
  [F in keyof Keys[G] & keyof SharedThemeSettings[G] as `${P}_${Keys[G][F] & string}`]: FieldSchema<
    SharedThemeSettings[G][F]
  >
}

type Descriptions<G extends SharedSettingGroup> = Record<keyof SharedThemeSettings[G], string>

const DESCRIPTIONS: { [G in SharedSettingGroup]: Descriptions<G> } = {
  postList: {
    cover: 'Show cover images on post cards',
    preview: 'Show the summary (or, without one, the first lines of the body) under each post card title',
    category: 'Show the category on post cards',
    tag: 'Show tag chips on post cards',
  },
  article: {
    category: 'Show the category on the article page',
    tag: 'Show tag chips on the article page',
  },
  menu: {
    category: 'Built-in menu (no Menu rows): show the Categories entry',
    tag: 'Built-in menu (no Menu rows): show the Tags entry',
    archive: 'Built-in menu (no Menu rows): show the Archive entry',
    search: 'Built-in menu (no Menu rows): show the Search entry',
  },
  home: {
    category: 'Home lists only posts of this category (empty: all posts)',
    widgets: 'Show the notice bar and the hero (random post, shortcuts, recommended posts) on the first home page',
  },
  widgets: { toTop: 'Show the back-to-top button' },
}

function fieldSchema(value: boolean | string, description: string): z.ZodDefault<z.ZodBoolean | z.ZodString> {
  const field = typeof value === 'boolean' ? z.boolean().default(value) : z.string().default(value)
  return field.describe(description)
}

function fragment<P extends ThemePrefix, G extends SharedSettingGroup>(
  prefix: P,
  group: G,
  defaults: Partial<SharedThemeSettings[G]>,
): SettingsFragment<P, G> {
  const values: Record<string, boolean | string> = { ...SHARED_SETTING_DEFAULTS[group], ...defaults }
  const descriptions: Record<string, string> = DESCRIPTIONS[group]
  const keys: Record<string, string> = SHARED_SETTING_KEYS[group]
  const entries = Object.entries(keys).map(([field, suffix]) => [
    `${prefix}_${suffix}`,
    fieldSchema(values[field]!, descriptions[field]!),
  ])
  return Object.fromEntries(entries) as SettingsFragment<P, G>
}

/** `_POST_LIST_COVER`, `_POST_LIST_PREVIEW`, `_POST_LIST_CATEGORY`, `_POST_LIST_TAG`. */
export const postListSettings = <P extends ThemePrefix>(
  prefix: P,
  defaults: Partial<SharedThemeSettings['postList']> = {},
) => fragment(prefix, 'postList', defaults)

/** `_POST_DETAIL_CATEGORY`, `_POST_DETAIL_TAG`. */
export const articleSettings = <P extends ThemePrefix>(
  prefix: P,
  defaults: Partial<SharedThemeSettings['article']> = {},
) => fragment(prefix, 'article', defaults)

/** Built-in menu entries: `_MENU_CATEGORY`, `_MENU_TAG`, `_MENU_ARCHIVE`, `_MENU_SEARCH`. */
export const menuSettings = <P extends ThemePrefix>(
  prefix: P,
  defaults: Partial<SharedThemeSettings['menu']> = {},
) => fragment(prefix, 'menu', defaults)

/** `_HOME_CATEGORY` ('' = all posts), `_HOME_WIDGETS` (notice bar and hero on the first home page). */
export const homeSettings = <P extends ThemePrefix>(
  prefix: P,
  defaults: Partial<SharedThemeSettings['home']> = {},
) => fragment(prefix, 'home', defaults)

/** `_WIDGET_TO_TOP`. */
export const widgetSettings = <P extends ThemePrefix>(
  prefix: P,
  defaults: Partial<SharedThemeSettings['widgets']> = {},
) => fragment(prefix, 'widgets', defaults)

/**
 * Every shared fragment under the prefix, for a theme that honours them all:
 * `...sharedSettings('HEXO', { postList: { cover: false } })`.
 */
export const sharedSettings = <P extends ThemePrefix>(prefix: P, defaults: SharedSettingFallbacks = {}) => ({
  ...postListSettings(prefix, defaults.postList),
  ...articleSettings(prefix, defaults.article),
  ...menuSettings(prefix, defaults.menu),
  ...homeSettings(prefix, defaults.home),
  ...widgetSettings(prefix, defaults.widgets),
})

/**
 * A list of texts as a setting: an array (blog.config.ts, or a JSON array from the environment
 * or the Config row, which the resolver parses), or one text with commas between the items.
 */
export const textListSetting = (fallback: string[], description: string) =>
  z
    .union([
      z.array(z.string()),
      z.string().transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      ),
    ])
    .default(fallback)
    .describe(description)

/** The page sections of the site themes (hero, features, pricing…): see ./site-sections.ts. */
export { siteSection } from './site-sections'
