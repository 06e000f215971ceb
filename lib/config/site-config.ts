// The site's settings from a given set of sources (pure: no process.env, no files).
import { assertNoFatalProblems, reportConfigProblems, type ConfigProblem } from './problems'
import { resolveSettings, type ConfigSources } from './resolve-settings'
import { settingRuleProblems } from './setting-rules'
import { siteConfigSchema, type SiteConfig } from './site-schema'
import { settingsEnv } from './system-env'

export interface ResolvedSiteConfig {
  config: SiteConfig
  problems: ConfigProblem[]
}

/** Shared by every page of a process: frozen so no caller can change it for the others. */
function freezeConfig(config: SiteConfig): SiteConfig {
  for (const value of Object.values(config)) {
    if (typeof value === 'object' && value !== null) Object.freeze(value)
  }
  return Object.freeze(config)
}

/** Throws a ConfigError when a strict setting (NOTION_PAGE_ID) has a bad value. */
export function resolveSiteConfig(sources: ConfigSources): ResolvedSiteConfig {
  const env = settingsEnv(sources.env)
  const resolved = resolveSettings(siteConfigSchema, { ...sources, env })
  assertNoFatalProblems(resolved.problems)
  const problems = [...resolved.problems, ...settingRuleProblems(resolved.values, { ...sources, env })]
  return { config: freezeConfig(resolved.values), problems }
}

/**
 * Adds the workspace Config row (the strings lib/notion reads from it) over `base` sources.
 * Problems are returned and also warned about, once each per process. `sources` is what theme
 * settings should be resolved from, so they follow the same layers.
 */
export function withWorkspaceConfig(
  base: ConfigSources,
  notionRaw: Readonly<Record<string, string>>,
): ResolvedSiteConfig & { sources: ConfigSources } {
  const sources: ConfigSources = { ...base, notion: notionRaw }
  const resolved = resolveSiteConfig(sources)
  reportConfigProblems(resolved.problems)
  return { ...resolved, sources }
}
