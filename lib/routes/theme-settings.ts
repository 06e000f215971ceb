// A theme's resolved settings for a route. Bad values are reported like the site's own
// settings (key, source, why; once per process) and the default or lower layer stays.
import { reportConfigProblems, resolveSettings, type ConfigSources } from '@/lib/config'
import { themeConfigs } from '@/themes/registry.generated'

export function themeSettings(theme: string, sources: ConfigSources): Record<string, unknown> {
  const schema = themeConfigs[theme]
  if (!schema) return {}
  const { values, problems } = resolveSettings(schema, sources)
  reportConfigProblems(problems)
  return values as Record<string, unknown>
}

/** Every built theme's settings (the 404 page may be drawn by any of them). */
export function everyThemeSettings(sources: ConfigSources): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.keys(themeConfigs).map((theme) => [theme, themeSettings(theme, sources)]))
}
