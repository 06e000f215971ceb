// The names of the spec's themes and the default one: plain values the browser, the settings
// schema (conf/site.ts) and the build scripts all import, so each is written once.
/** Every theme the spec names; THEME must be one of them. */
export const THEME_NAMES = [
  'commerce',
  'example',
  'fukasawa',
  'game',
  'gitbook',
  'heo',
  'hexo',
  'landing',
  'magzine',
  'matery',
  'medium',
  'movie',
  'nav',
  'next',
  'nobelium',
  'photo',
  'plog',
  'proxio',
  'simple',
  'starter',
  'typography',
] as const

export type ThemeName = (typeof THEME_NAMES)[number]

/** The theme THEME defaults to, and the one serving any theme a build lacks. */
export const DEFAULT_THEME = 'medium' satisfies ThemeName
