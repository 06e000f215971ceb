// THEME may name any theme the spec knows, but only the folders in themes/ are built. A THEME
// this build lacks is served by the default theme, and the log says so once per name.
import { isBuiltTheme } from '@/lib/theme/names'
import { DEFAULT_THEME, type ThemeName } from '@/lib/theme/theme-names'

const warned = new Set<string>()

export function configuredTheme(name: ThemeName, log: (message: string) => void = console.warn): ThemeName {
  if (isBuiltTheme(name)) return name
  if (!warned.has(name)) {
    warned.add(name)
    log(`[theme] THEME=${name} is not built into this site (no themes/${name}/ folder); using "${DEFAULT_THEME}"`)
  }
  return DEFAULT_THEME
}
