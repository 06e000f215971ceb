// The theme's resolved settings, typed from its schema. One hook per theme keeps the type
// in one place instead of repeating useThemeConfig<…>() in every component.
import { useThemeConfig } from '@/components/site/SiteContext'
import type { ExampleConfig } from './config'

export const useExampleConfig = () => useThemeConfig<ExampleConfig>()
