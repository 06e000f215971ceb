// SUB_PATH: the path the whole site is served under (`/blog`), which becomes Next's basePath.
// Next inlines basePath into every bundle when the site is built, so the setting is read at
// build time from blog.config.ts and the environment only. next.config.ts imports this file:
// keep its imports relative (that loader does not resolve `@/` in nested files).
import { z } from 'zod'
import { resolveSettings, type ConfigSources } from '../config/resolve-settings'
import { envOnly } from '../config/setting-flags'

export const subPathSetting = envOnly(
  z
    .string()
    .regex(/^(\/[\w.-]+)*$/, 'expected empty text or a path like /blog (no trailing slash)')
    .default('')
    .describe(
      'Path the site is served under, e.g. /blog (empty: the domain root). Read when the site is built: rebuild after changing it',
    ),
)

/** SUB_PATH from blog.config.ts and the environment; a bad value is reported and ignored. */
export function resolveSubPath(sources: Pick<ConfigSources, 'file' | 'env'>): {
  subPath: string
  problems: string[]
} {
  const { values, problems } = resolveSettings(z.object({ SUB_PATH: subPathSetting }), sources)
  return {
    subPath: values.SUB_PATH,
    problems: problems.map((p) => `SUB_PATH from ${p.source}: ${p.message}`),
  }
}
