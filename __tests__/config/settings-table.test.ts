// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { settingGroups } from '@/conf'
import {
  renderSettingsTable,
  replaceSettingsSection,
  settingsSectionOf,
  SETTINGS_END,
  SETTINGS_START,
} from '@/lib/config/settings-table'

describe('settings table', () => {
  const table = renderSettingsTable()

  it('has one row per setting with its group, default and meaning', () => {
    const rows = table.split('\n').filter((line) => /^\| [a-zA-Z]+ \| `/.test(line))
    const count = Object.values(settingGroups).reduce((n, g) => n + Object.keys(g.shape).length, 0)
    expect(rows).toHaveLength(count)
    expect(table).toContain('| post | `POSTS_PER_PAGE` | `12` | Posts on each list page |')
    expect(table).toMatch(/\| rightClickMenu \| `RIGHT_CLICK_MENU_ENABLED` \| `true` \|/)
    expect(table).toMatch(/`NOTION_TOKEN_V2` \| \*\(empty\)\* \| .*\*\*Secret\*\*/)
    expect(table).toMatch(
      /`NOTION_HOST` \| `https:\/\/www.notion.so` \| .*Environment or blog.config.ts only/,
    )
  })

  it('replaces only the text between the markers', () => {
    const doc = `# T\n\n${SETTINGS_START}\nold\n${SETTINGS_END}\n\nafter\n`
    const next = replaceSettingsSection(doc, 'NEW')
    expect(next).toBe(`# T\n\n${SETTINGS_START}\nNEW\n${SETTINGS_END}\n\nafter\n`)
    expect(replaceSettingsSection(next, 'NEW')).toBe(next)
    expect(() => replaceSettingsSection('# no markers', 'x')).toThrow(/settings:start/)
  })

  it('is up to date in README.md (run: npx tsx scripts/settings-table.ts --write README.md)', () => {
    const readme = path.join(process.cwd(), 'README.md')
    const section = existsSync(readme) ? settingsSectionOf(readFileSync(readme, 'utf8')) : undefined
    if (section === undefined) return
    expect(section).toBe(table)
  })
})
