// The theme's resolved settings, typed. The server resolves every key (defaults included) into
// the page's themeConfig, so the browser needs no schema (and ships no validation library).
import { useThemeConfig } from '@/components/site/SiteContext'
import type { MediumConfig } from './config'

export const useMediumConfig = (): MediumConfig => useThemeConfig<MediumConfig>()
