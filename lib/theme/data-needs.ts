// Data only some themes show, so that the others' pages do not carry it. A theme that shows
// every post in its frame (a documentation tree, a link directory) is named here; its pages
// get the site's post index in the chrome (lib/routes/chrome.ts).
import type { ThemeName } from './theme-names'

const POST_INDEX_THEMES: ReadonlySet<ThemeName> = new Set<ThemeName>(['gitbook', 'nav'])

export function themeShowsPostIndex(theme: ThemeName): boolean {
  return POST_INDEX_THEMES.has(theme)
}
