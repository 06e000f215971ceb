// What went wrong with a setting, and the once-per-process warning the owner sees.

export type ConfigSource = 'file' | 'env' | 'notion'

export interface ConfigProblem {
  key: string
  source: ConfigSource
  /** The value as given ('[redacted]' for secrets). */
  value: unknown
  message: string
  /** The setting is strict (see setting-flags): this problem stops start-up. */
  fatal?: boolean
}

export const REDACTED = '[redacted]'

const SOURCE_NAMES: Record<ConfigSource, string> = {
  file: 'blog.config.ts',
  env: 'the environment',
  notion: 'the workspace Config row',
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value))
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

export function formatConfigProblem(p: ConfigProblem): string {
  return `[config] ${p.key} from ${SOURCE_NAMES[p.source]} = ${preview(p.value)} ignored: ${p.message}`
}

/** Thrown when a strict setting has a bad value: the site must not start with a fallback. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    const lines = problems.map((p) => `${p.key} from ${SOURCE_NAMES[p.source]} = ${preview(p.value)} is invalid: ${p.message}`)
    super(`[config] the site cannot start:\n  ${lines.join('\n  ')}`)
    this.name = 'ConfigError'
  }
}

/** Throws a ConfigError when any problem is fatal. */
export function assertNoFatalProblems(problems: readonly ConfigProblem[]): void {
  const fatal = problems.filter((p) => p.fatal)
  if (fatal.length > 0) throw new ConfigError(fatal)
}

const alreadyReported = new Set<string>()

/** Warns about each distinct problem once per process (regenerations repeat the same ones). */
export function reportConfigProblems(problems: readonly ConfigProblem[]): void {
  for (const problem of problems) {
    const line = formatConfigProblem(problem)
    if (alreadyReported.has(line)) continue
    alreadyReported.add(line)
    console.warn(line)
  }
}
