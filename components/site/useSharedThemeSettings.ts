// The active theme's shared settings (post list, article, built-in menu, home, widgets) for the
// shared sections, typed, with the fragment defaults for keys the theme does not have.
import { useMemo } from 'react'
import { sharedThemeSettings, type SharedThemeSettings } from '@/lib/theme/settings/shared'
import { usePageContext } from './SiteContext'

export function useSharedThemeSettings(): SharedThemeSettings {
  const { variant, themeConfig } = usePageContext()
  return useMemo(() => sharedThemeSettings(variant.theme, themeConfig), [variant.theme, themeConfig])
}
