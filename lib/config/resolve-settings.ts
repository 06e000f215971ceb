// The one resolver: defaults < blog.config.ts < environment < workspace Config row, decided
// key by key, the same way for the site config and for every theme's prefixed settings.
import { z } from 'zod'
import { checkSettingValue } from './check-value'
import { layerEntries } from './layers'
import { REDACTED, type ConfigProblem, type ConfigSource } from './problems'
import { flagsOf } from './setting-flags'

export interface ConfigSources {
  /** blog.config.ts overrides: already typed, not coerced. */
  file?: Readonly<Record<string, unknown>>
  /** Environment variables: text, coerced. */
  env?: Readonly<Record<string, string | undefined>>
  /** Workspace Config row: text (coerced) or already-typed values. */
  notion?: Readonly<Record<string, unknown>>
}

export const SOURCE_ORDER: readonly ConfigSource[] = ['file', 'env', 'notion']

function defaultOf(key: string, field: z.core.$ZodType): unknown {
  const result = z.safeParse(field, undefined)
  if (!result.success) throw new Error(`setting ${key} has no default value`)
  return result.data
}

/**
 * Every key of `schema` gets its default, then each layer's valid value in order. A bad value is
 * reported and skipped (the lower layer's value stays), or marked fatal for a strict setting.
 * Keys the schema lacks are ignored.
 */
export function resolveSettings<S extends z.ZodObject>(
  schema: S,
  sources: ConfigSources,
): { values: z.infer<S>; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = []
  const layers = SOURCE_ORDER.map((source) => ({
    source,
    entries: layerEntries(sources[source], source, problems),
  }))
  const values: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(schema.shape)) {
    values[key] = defaultOf(key, field)
    const flags = flagsOf(field)
    for (const { source, entries } of layers) {
      if (!entries.has(key)) continue
      const value = entries.get(key)
      const shown = flags.secret ? REDACTED : value
      if (source === 'notion' && flags.envOnly) {
        problems.push({
          key,
          source,
          value: shown,
          message: 'this setting can only be set in the environment or blog.config.ts',
        })
        continue
      }
      const check = checkSettingValue(field, value, source !== 'file')
      if (check.ok) values[key] = check.value
      else problems.push({ key, source, value: shown, message: check.message, ...(flags.strict ? { fatal: true } : {}) })
    }
  }
  return { values: values as z.infer<S>, problems }
}
