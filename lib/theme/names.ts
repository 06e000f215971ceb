// Which themes exist and which one renders a request.
import { BUILT_THEMES } from '@/themes/built.generated'
import { DEFAULT_THEME, THEME_NAMES, type ThemeName } from './theme-names'

export function isThemeName(name: string): name is ThemeName {
  return (THEME_NAMES as readonly string[]).includes(name)
}

export function isBuiltTheme(name: string): name is ThemeName {
  return (BUILT_THEMES as readonly string[]).includes(name)
}

const warned = new Set<string>()

/** A requested theme if it is built, else the fallback (warned once per name). */
export function selectTheme(requested: string | undefined, fallback: ThemeName): ThemeName {
  const base = isBuiltTheme(fallback) ? fallback : DEFAULT_THEME
  if (!requested) return base
  if (isBuiltTheme(requested)) return requested
  if (!warned.has(requested)) {
    warned.add(requested)
    console.warn(`[theme] "${requested}" is not an available theme; using "${base}"`)
  }
  return base
}

/** The next theme in the switcher's cycle, wrapping to the first. */
export function nextTheme(current: ThemeName, available: readonly ThemeName[]): ThemeName {
  const index = available.indexOf(current)
  return available[(index + 1) % available.length] ?? current
}
