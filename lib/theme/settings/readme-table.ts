// A theme's settings table for its README, generated from its schema so it cannot drift;
// written between the same markers as the site's own table (scripts/theme-readme.ts).
import { z } from 'zod'
import {
  cell,
  formatDefault,
  replaceSettingsSection,
  SETTINGS_END,
  SETTINGS_START,
} from '@/lib/config/settings-table'
import type { ThemeConfigSchema } from '@/themes/contract'

const PREAMBLE = [
  'Each can be set in `blog.config.ts`, the environment or a row of the workspace Config page',
  '(the later one wins). Generated from `config.ts` by `npm run themes:readme`.',
  '',
]

export function renderThemeSettingsTable(schema: ThemeConfigSchema): string {
  const lines = [...PREAMBLE, '| Setting | Default | Meaning |', '|---|---|---|']
  for (const [key, field] of Object.entries(schema.shape)) {
    const shown = formatDefault(z.parse(field, undefined))
    const meaning = z.globalRegistry.get(field)?.description ?? ''
    lines.push(`| \`${key}\` | ${cell(shown)} | ${cell(meaning)} |`)
  }
  return lines.join('\n')
}

function settingsSection(table: string): string {
  return `## Settings (\`config.ts\`)\n\n${SETTINGS_START}\n${table}\n${SETTINGS_END}\n`
}

/**
 * The README with its settings table replaced by `table`: only the text between the markers
 * changes; a README without markers gets a settings section at the end, and a missing README
 * (`current` undefined) is created with a one-line heading.
 */
export function themeReadme(theme: string, current: string | undefined, table: string): string {
  if (current === undefined) return `# ${theme}\n\n${settingsSection(table)}`
  if (!current.includes(SETTINGS_START)) return `${current.trimEnd()}\n\n${settingsSection(table)}`
  return replaceSettingsSection(current, table)
}
