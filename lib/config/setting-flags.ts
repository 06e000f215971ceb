// Per-setting flags that zod does not model: which settings are secret and which may only come
// from the owner's environment or files. Kept in a registry next to each field's schema.
import { z } from 'zod'

export interface SettingFlags {
  /** Never sent to the browser, never printed in problem reports. Implies envOnly. */
  secret?: boolean
  /** Ignored (and reported) when the workspace Config row sets it. */
  envOnly?: boolean
  /**
   * A bad value from blog.config.ts or the environment stops start-up instead of being reported
   * and ignored: for settings whose fallback would publish the wrong site.
   */
  strict?: boolean
}

export const settingFlags = z.registry<SettingFlags>()

declare const secretBrand: unique symbol
/** A schema marked secret; the brand lets types exclude secret keys (see SecretKeysOf). */
export type SecretSchema<T> = T & { readonly [secretBrand]: true }

/** Keys of a zod object shape whose fields were marked with `secret()`. */
export type SecretKeysOf<Shape> = {
  [K in keyof Shape]: Shape[K] extends { readonly [secretBrand]: true } ? K : never
}[keyof Shape]

/**
 * Marks a setting secret. Secrets are also envOnly: workspace content must never be able to
 * replace a token with one it controls.
 */
export function secret<T extends z.ZodType>(schema: T): SecretSchema<T> {
  settingFlags.add(schema, { secret: true, envOnly: true })
  return schema as SecretSchema<T>
}

/** Marks a setting that the workspace Config row may not set (it decides how Notion is read). */
export function envOnly<T extends z.ZodType>(schema: T): T {
  settingFlags.add(schema, { ...settingFlags.get(schema), envOnly: true })
  return schema
}

/** Marks a setting whose bad value must stop start-up (see SettingFlags.strict). */
export function strict<T extends z.ZodType>(schema: T): T {
  settingFlags.add(schema, { ...settingFlags.get(schema), strict: true })
  return schema
}

export function flagsOf(field: z.core.$ZodType): SettingFlags {
  return settingFlags.get(field) ?? {}
}
