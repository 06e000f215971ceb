// Problems that no single setting shows: a setting that does nothing without another one, and
// settings that were renamed. Reported like any other setting problem (never fatal).
import { REDACTED, type ConfigProblem, type ConfigSource } from './problems'
import type { ConfigSources } from './resolve-settings'
import type { SiteConfig } from './site-schema'

interface Needs {
  key: keyof SiteConfig
  /** The setting counts as set (as configured, after defaults). */
  isSet: (c: SiteConfig) => boolean
  /** What is missing, if anything: the problem's message. */
  missing: (c: SiteConfig) => string | null
  /**
   * The missing setting may still come from the workspace Config row: checked only once that
   * layer is in (otherwise the owner's env-only config would be reported before it is read).
   */
  workspaceMayFill?: true
}

const NEEDS: Needs[] = [
  {
    key: 'AI_SUMMARY_KEY',
    isSet: (c) => c.AI_SUMMARY_KEY !== '',
    missing: (c) => (c.AI_SUMMARY_API ? null : 'AI_SUMMARY_API (the service URL) is not set, so there are no AI summaries'),
  },
  {
    key: 'LIVE2D_ENABLED',
    isSet: (c) => c.LIVE2D_ENABLED,
    missing: (c) =>
      !c.LIVE2D_MODEL_URL
        ? 'LIVE2D_MODEL_URL is not set, so there is no pet'
        : !c.LIVE2D_SCRIPT_URL
          ? 'LIVE2D_SCRIPT_URL (the renderer script) is empty, so there is no pet'
          : null,
    workspaceMayFill: true,
  },
]

/** Old name → what to do now. */
const RENAMED: Record<string, string> = {
  AI_SUMMARY_API_URL: 'renamed: set AI_SUMMARY_API instead',
  AI_SUMMARY_API_KEY: 'renamed: set AI_SUMMARY_KEY instead',
  AI_SUMMARY_ENABLED: 'no longer used: AI summaries are on whenever AI_SUMMARY_API is set',
  DEV_DEBUG: 'no longer used: there is no debug panel, and setting problems and Notion errors are always in the server log',
}

const SECRET_OLD_NAMES = new Set(['AI_SUMMARY_API_KEY'])

function sourceOf(key: string, sources: ConfigSources): ConfigSource {
  if (sources.notion?.[key] !== undefined) return 'notion'
  if (sources.env?.[key] !== undefined) return 'env'
  return sources.file?.[key] !== undefined ? 'file' : 'env'
}

export function settingRuleProblems(config: SiteConfig, sources: ConfigSources): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  for (const rule of NEEDS) {
    if (rule.workspaceMayFill && sources.notion === undefined) continue
    const message = rule.isSet(config) ? rule.missing(config) : null
    if (!message) continue
    const value = rule.key === 'AI_SUMMARY_KEY' ? REDACTED : config[rule.key]
    problems.push({ key: rule.key, source: sourceOf(rule.key, sources), value, message })
  }
  for (const [source, record] of [['file', sources.file], ['env', sources.env], ['notion', sources.notion]] as const) {
    for (const [key, message] of Object.entries(RENAMED)) {
      const value = record?.[key]
      if (value === undefined) continue
      problems.push({ key, source, value: SECRET_OLD_NAMES.has(key) ? REDACTED : value, message })
    }
  }
  return problems
}
