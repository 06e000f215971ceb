// What went wrong with a setting, and the once-per-process warning the owner sees.

export type ConfigSource = 'file' | 'env' | 'notion'

export interface ConfigProblem {
  key: string
  source: ConfigSource
  /** The value as given ('[redacted]' for secrets). */
  value: unknown
  message: string
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
