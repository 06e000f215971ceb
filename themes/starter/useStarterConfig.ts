// The theme's resolved settings, typed (resolved on the server; the browser ships no schema).
import { useThemeConfig } from '@/components/site/SiteContext'
import type { StarterConfig } from './config'

export const useStarterConfig = (): StarterConfig => useThemeConfig<StarterConfig>()
