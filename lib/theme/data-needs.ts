// Data only some themes show, so that the others' pages do not carry it.
// - A theme that shows every post in its frame (a documentation tree, a link directory) gets
//   the site's post index in the chrome (lib/routes/chrome.ts).
// - A section site (a product, agency or portfolio site) draws its home from its own sections:
//   it shows neither the site's notice nor the shared home widgets (hero, recommended posts,
//   quote), and its home lists posts only in its blog section, `<THEME>_BLOG_COUNT` of them.
//   A test keeps this list in step with the themes' code.
import { readSiteSection } from './settings/site-section-fields'
import { settingPrefix } from './settings/shared'
import type { ThemeName } from './theme-names'

const POST_INDEX_THEMES: ReadonlySet<ThemeName> = new Set<ThemeName>(['gitbook', 'nav'])

const SECTION_SITE_THEMES: ReadonlySet<ThemeName> = new Set<ThemeName>(['landing', 'proxio', 'starter'])

export function themeShowsPostIndex(theme: ThemeName): boolean {
  return POST_INDEX_THEMES.has(theme)
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
