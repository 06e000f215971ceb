// The theme's resolved settings, typed (the server resolves every key, defaults included).
import { useThemeConfig } from '@/components/site/SiteContext'
import type { SimpleConfig } from './config'

export const useSimpleConfig = (): SimpleConfig => useThemeConfig<SimpleConfig>()
