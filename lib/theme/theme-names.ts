// The names of the spec's themes: a plain list the browser may import (conf/site.ts, which
// validates THEME against it, pulls in the settings schemas).
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
