// One source's settings as a key → value map, with INLINE_CONFIG (a JSON object of more
// settings) merged over the rest of that layer.
import type { ConfigProblem, ConfigSource } from './problems'
import { REDACTED } from './problems'

export const INLINE_CONFIG_KEY = 'INLINE_CONFIG'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseInline(value: unknown): Record<string, unknown> | undefined {
  if (isPlainObject(value)) return value
  if (typeof value !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    return isPlainObject(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * A Map (not an object) so keys such as `__proto__` from parsed JSON stay plain data.
 * Undefined means "not set"; '' , 0 and false are values.
 */
export function layerEntries(
  record: Readonly<Record<string, unknown>> | undefined,
  source: ConfigSource,
  problems: ConfigProblem[],
): Map<string, unknown> {
  const entries = new Map<string, unknown>()
  if (!record) return entries
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && key !== INLINE_CONFIG_KEY) entries.set(key, value)
  }
  const inline = record[INLINE_CONFIG_KEY]
  if (source === 'file' || inline === undefined) return entries
  const settings = parseInline(inline)
  if (!settings) {
    problems.push({
      key: INLINE_CONFIG_KEY,
      source,
      // Environment text may carry tokens; the workspace's own text is safe to echo.
      value: source === 'env' ? REDACTED : inline,
      message: 'expected a JSON object of settings, like {"POSTS_PER_PAGE": 6}',
    })
    return entries
  }
  for (const [key, value] of Object.entries(settings)) {
    if (value !== undefined) entries.set(key, value)
  }
  return entries
}
