// The README's table of every setting, generated from the group schemas so it cannot drift.
import { z } from 'zod'
import { settingGroups } from '@/conf'
import { flagsOf } from './setting-flags'

export const SETTINGS_START = '<!-- settings:start -->'
export const SETTINGS_END = '<!-- settings:end -->'

export function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ')
}

export function formatDefault(value: unknown): string {
  if (value === '') return '*(empty)*'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return '`' + text.replaceAll('`', "'") + '`'
}

function meaning(field: z.core.$ZodType): string {
  const description = z.globalRegistry.get(field)?.description ?? ''
  const flags = flagsOf(field)
  if (flags.secret) return `${description}. **Secret**: environment only, never sent to the browser`
  if (flags.envOnly) return `${description}. Environment or blog.config.ts only`
  return description
}

const PREAMBLE = [
  'Each setting can be set, per key, in `blog.config.ts`, then an environment variable of the same',
  'name, then a row of the workspace Config page; the later one wins. Text values are coerced:',
  'digits become numbers, `true`/`false` booleans, `{…}`/`[…]` JSON (a text setting keeps the text).',
  '`INLINE_CONFIG` (environment or Config row) holds a JSON object of settings merged over that',
  'layer. A bad value is reported in the server log and ignored. Regenerate this table with',
  '`npx tsx scripts/settings-table.ts --write README.md`.',
  '',
]

export function renderSettingsTable(): string {
  const lines = [
    ...PREAMBLE,
    '| Group | Setting (env name) | Default | Meaning |',
    '|---|---|---|---|',
  ]
  for (const [group, schema] of Object.entries(settingGroups)) {
    for (const [key, field] of Object.entries(schema.shape)) {
      const fallback = z.safeParse(field, undefined)
      const shown = fallback.success ? formatDefault(fallback.data) : '*(required)*'
      lines.push(`| ${group} | \`${key}\` | ${cell(shown)} | ${cell(meaning(field))} |`)
    }
  }
  return lines.join('\n')
}

/** `document` with the text between the markers replaced by `table`; throws if a marker is missing. */
export function replaceSettingsSection(document: string, table: string): string {
  const start = document.indexOf(SETTINGS_START)
  const end = document.indexOf(SETTINGS_END)
  if (start < 0 || end < start) {
    throw new Error(`expected ${SETTINGS_START} followed by ${SETTINGS_END}`)
  }
  const before = document.slice(0, start + SETTINGS_START.length)
  return `${before}\n${table}\n${document.slice(end)}`
}

/** The text between the markers, or undefined when the document has none. */
export function settingsSectionOf(document: string): string | undefined {
  const start = document.indexOf(SETTINGS_START)
  const end = document.indexOf(SETTINGS_END)
  if (start < 0 || end < start) return undefined
  return document.slice(start + SETTINGS_START.length, end).trim()
}
