// The theme's resolved settings, typed. The server resolves them; the defaults fill any key
// a caller left out (isolated component tests, an older page cached before a new setting).
import { useThemeConfig } from '@/components/site/SiteContext'
import { config, type MediumConfig } from './config'

const defaults: MediumConfig = config.parse({})

export function useMediumConfig(): MediumConfig {
  return { ...defaults, ...useThemeConfig<Partial<MediumConfig>>() }
}
