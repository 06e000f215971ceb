// The only way settings should travel to the browser: named keys, never a secret.
import type { z } from 'zod'
import { flagsOf } from './setting-flags'
import { siteConfigSchema, type PublicSettingKey, type SiteConfig } from './site-schema'

/** Picks `keys` from resolved `values`, dropping any key `schema` marks secret. */
export function pickPublicSettings<S extends z.ZodObject, K extends keyof z.infer<S> & string>(
  schema: S,
  values: z.infer<S>,
  keys: readonly K[],
): Partial<Pick<z.infer<S>, K>> {
  const picked: Partial<Pick<z.infer<S>, K>> = {}
  for (const key of keys) {
    const field = schema.shape[key]
    if (!field || flagsOf(field).secret) continue
    picked[key] = values[key]
  }
  return picked
}

/** Secret keys are refused by the type and, should a cast slip one in, dropped at run time. */
export function pickPublicConfig<K extends PublicSettingKey>(
  config: SiteConfig,
  keys: readonly K[],
): Pick<SiteConfig, K> {
  return pickPublicSettings(siteConfigSchema, config, keys) as Pick<SiteConfig, K>
}
