// @vitest-environment node
// Every setting of the README's table does something: some code outside conf/ reads its key.
// A key that is only declared is a documented promise nothing keeps (issue 32 found eleven).
// Read means named in code (`c.KEY`, `'KEY'`, `{ KEY }`), comments left out.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { settingGroups } from '@/conf'

/** Where settings are read: the app, its scripts and its build config (not conf/, docs or tests). */
const CODE = ['lib', 'components', 'pages', 'themes', 'scripts', 'proxy.ts', 'next.config.ts']

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return /\.(ts|tsx|mts|mjs|js)$/.test(path) ? [path] : []
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)))
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

const code = CODE.flatMap(sourceFiles)
  .map((file) => withoutComments(readFileSync(file, 'utf8')))
  .join('\n')

const isRead = (key: string) => new RegExp(`(\\.|['"\`]|[{,]\\s*)${key}\\b`).test(code)

describe('every setting in the settings table', () => {
  const keys = Object.values(settingGroups).flatMap((schema) => Object.keys(schema.shape))

  it('is read by some code outside conf/', () => {
    expect(keys.length).toBeGreaterThan(100)
    expect(keys.filter((key) => !isRead(key))).toEqual([])
  })

  it('the check finds a key that is only declared', () => {
    expect(isRead('FOLIO_SETTING_NOBODY_READS')).toBe(false)
    expect(withoutComments('// c.TITLE\nconst a = 1 /* c.LINK */')).not.toMatch(/TITLE|LINK/)
  })
})
