// Rewrites the settings table of every built theme's README (themes/<name>/README.md) from
// its config.ts, between the <!-- settings:start --> / <!-- settings:end --> markers;
// creates the README when missing. A test checks every table is current.
//   npm run themes:readme
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderThemeSettingsTable, themeReadme } from '@/lib/theme/settings/readme-table'
import type { ThemeConfigSchema } from '@/themes/contract'
import { builtThemes } from './gen-theme-registry'

const themesRoot = path.join(import.meta.dirname, '..', 'themes')

export const readmePath = (theme: string) => path.join(themesRoot, theme, 'README.md')

/** What the theme's README should read, given its current text and its settings schema. */
export async function expectedReadme(theme: string): Promise<string> {
  const configFile = pathToFileURL(path.join(themesRoot, theme, 'config.ts')).href
  const { config } = (await import(configFile)) as { config: ThemeConfigSchema }
  const file = readmePath(theme)
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  return themeReadme(theme, current, renderThemeSettingsTable(config))
}

async function main() {
  for (const theme of builtThemes()) {
    const file = readmePath(theme)
    const next = await expectedReadme(theme)
    const changed = !existsSync(file) || readFileSync(file, 'utf8') !== next
    if (changed) writeFileSync(file, next)
    console.log(`themes/${theme}/README.md: ${changed ? 'settings table updated' : 'up to date'}`)
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
