// @vitest-environment node
// Every built theme's README lists its settings exactly as its config.ts defines them
// (run `npm run themes:readme` after changing a theme's settings).
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { renderThemeSettingsTable, themeReadme } from '@/lib/theme/settings/readme-table'
import { builtThemes } from '@/scripts/gen-theme-registry'
import { expectedReadme, readmePath } from '@/scripts/theme-readme'

describe.each(builtThemes())('themes/%s/README.md', (theme) => {
  it('has the settings table generated from config.ts', async () => {
    const file = readmePath(theme)
    expect(existsSync(file), `${file} is missing: npm run themes:readme`).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(await expectedReadme(theme))
  })
})

describe('the theme settings table', () => {
  const schema = z.object({
    DEMO_FLAG: z.boolean().default(false).describe('A | piped flag'),
    DEMO_TEXT: z.string().default('').describe('Some text'),
  })
  const table = renderThemeSettingsTable(schema)

  it('has one row per key with its default and meaning', () => {
    expect(table).toContain('| `DEMO_FLAG` | `false` | A \\| piped flag |')
    expect(table).toContain('| `DEMO_TEXT` | *(empty)* | Some text |')
  })

  it('replaces only the text between the markers, and creates what is missing', () => {
    const created = themeReadme('demo', undefined, table)
    expect(created.split('\n')[0]).toBe('# demo')
    const edited = created.replace('# demo', '# demo\n\nHand-written intro.') + '\nAfter.\n'
    expect(themeReadme('demo', edited, 'NEW')).toBe(edited.replace(table, 'NEW'))
    const appended = themeReadme('demo', '# demo\n\nIntro.\n', table)
    expect(appended.startsWith('# demo\n\nIntro.\n\n## Settings')).toBe(true)
    expect(themeReadme('demo', appended, table)).toBe(appended)
  })
})
