// Data only some themes show, so that the others' pages do not carry it.
// - A theme that shows every post in its frame (a documentation tree, a link directory) gets
//   the site's post index in the chrome (lib/routes/chrome.ts).
// - A section site (a product, agency or portfolio site) draws its home from its own sections:
//   it shows neither the site's notice nor the shared home widgets (hero, recommended posts,
//   quote), and its home lists posts only in its blog section, `<THEME>_BLOG_COUNT` of them.
// - Only a theme that draws menu icons (some behind a setting of their own) gets the menus'
//   Font Awesome drawings (lib/site/menu-icons.ts): about 2.4 kB of path data on every page.
// Tests keep these lists in step with the themes' code.
import { readSiteSection } from './settings/site-section-fields'
import { settingPrefix } from './settings/shared'
import type { ThemeName } from './theme-names'

const POST_INDEX_THEMES: ReadonlySet<ThemeName> = new Set<ThemeName>(['gitbook', 'nav'])

/** true: always; a setting's name: when that boolean setting is on. */
const MENU_ICON_THEMES: Partial<Record<ThemeName, true | string>> = {
  game: true,
  next: true,
  photo: true,
  plog: true,
  nav: 'NAV_MENU_ICONS',
  nobelium: 'NOBELIUM_NAV_MENU_ICONS',
}

const SECTION_SITE_THEMES: ReadonlySet<ThemeName> = new Set<ThemeName>(['landing', 'proxio', 'starter'])

export function themeShowsPostIndex(theme: ThemeName): boolean {
  return POST_INDEX_THEMES.has(theme)
}

/** Whether the theme draws its menu links' icons, with its resolved settings. */
export function themeShowsMenuIcons(theme: ThemeName, themeConfig: Record<string, unknown>): boolean {
  const shown = MENU_ICON_THEMES[theme]
  return shown === true || (shown !== undefined && themeConfig[shown] === true)
}

/** Whether the theme shows the site's notice (a sidebar block or the home's notice bar). */
export function themeShowsNotice(theme: ThemeName): boolean {
  return !SECTION_SITE_THEMES.has(theme)
}

/** Whether the theme's home places the shared home widgets (components/sections/home). */
export function themeShowsHomeWidgets(theme: ThemeName): boolean {
  return !SECTION_SITE_THEMES.has(theme)
}

/** How many of the home's posts the theme shows (its blog section's count); null: all of them. */
export function homePostsShown(theme: ThemeName, themeConfig: Record<string, unknown>): number | null {
  if (!SECTION_SITE_THEMES.has(theme)) return null
  return readSiteSection(settingPrefix(theme), 'BLOG', themeConfig).COUNT
}
