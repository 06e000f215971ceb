// The settings known before Notion is read: defaults < blog.config.ts < process.env.
import blogConfig from '@/blog.config'
import { reportConfigProblems } from './problems'
import type { ConfigSources } from './resolve-settings'
import { resolveSiteConfig, type ResolvedSiteConfig } from './site-config'

/** The owner's file and environment: pass to withWorkspaceConfig and theme resolvers. */
export function baseConfigSources(): ConfigSources {
  return { file: blogConfig, env: process.env }
}

let cached: ResolvedSiteConfig | undefined

/** Memoized for the process; each problem is warned about once. */
export function loadBaseConfig(): ResolvedSiteConfig {
  if (!cached) {
    cached = resolveSiteConfig(baseConfigSources())
    reportConfigProblems(cached.problems)
  }
  return cached
}

/** Tests and benchmarks change process.env between cases: forget the memoized result. */
export function resetBaseConfig(): void {
  cached = undefined
}
