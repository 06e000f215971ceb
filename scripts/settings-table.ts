// Prints the Markdown table of every setting; `--write README.md` puts it between the
// <!-- settings:start --> and <!-- settings:end --> markers of that file instead.
//   npx tsx scripts/settings-table.ts [--write README.md]
import { readFileSync, writeFileSync } from 'node:fs'
import { renderSettingsTable, replaceSettingsSection } from '@/lib/config/settings-table'

const args = process.argv.slice(2)
const writeAt = args.indexOf('--write')
const table = renderSettingsTable()

if (writeAt < 0) {
  console.log(table)
} else {
  const file = args[writeAt + 1]
  if (!file) {
    console.error('usage: tsx scripts/settings-table.ts [--write <file>]')
    process.exit(2)
  }
  const before = readFileSync(file, 'utf8')
  const after = replaceSettingsSection(before, table)
  if (after !== before) writeFileSync(file, after)
  console.log(
    after === before
      ? `${file}: settings table already up to date`
      : `${file}: settings table updated`,
  )
}
