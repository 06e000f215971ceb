// @vitest-environment node
// The demo snapshot as files: deterministic, up to date, named after its pages, complete.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_ROOT_ID } from '@/demo/build'
import { buildDemoInto, fileName, readSnapshot, rowsOf, unwrap } from './demo-reader'

describe('demo snapshot files', () => {
  const dirs = buildDemoInto()
  const files = readSnapshot(dirs.workspaceDir)
  const root = files.get(fileName(DEMO_ROOT_ID))!
  const rows = rowsOf(root)
  afterAll(() => rmSync(dirs.base, { recursive: true, force: true }))

  it('is byte-identical when regenerated, and the committed copy is up to date', () => {
    const again = buildDemoInto()
    onTestFinished(() => rmSync(again.base, { recursive: true, force: true }))
    for (const kind of ['workspaceDir', 'imagesDir'] as const) {
      const names = readdirSync(dirs[kind]).sort()
      expect(readdirSync(again[kind]).sort()).toEqual(names)
      const committed = kind === 'workspaceDir' ? 'demo/workspace' : 'public/demo/images'
      expect(readdirSync(committed).sort()).toEqual(names)
      for (const name of names) {
        const bytes = readFileSync(join(dirs[kind], name), 'utf8')
        expect(readFileSync(join(again[kind], name), 'utf8')).toBe(bytes)
        expect(
          readFileSync(join(committed, name), 'utf8'),
          `${committed}/${name} is stale: run npm run demo`,
        ).toBe(bytes)
      }
    }
  })

  it('names every file after the page it holds, root page first', () => {
    expect(root).toBeDefined()
    for (const [name, file] of files) {
      const first = unwrap(Object.values(file.block!)[0])!
      expect(fileName(first.id)).toBe(name)
      expect(Object.keys(file)).toEqual(
        expect.arrayContaining([
          'block',
          'collection',
          'collection_view',
          'notion_user',
          'collection_query',
          'signed_urls',
        ]),
      )
    }
    expect(unwrap(Object.values(root.block!)[0])!.type).toBe('collection_view_page')
  })

  it('root collection_query lists every row, and every row has its page file', () => {
    const rowIds = Object.values(root.block!)
      .map(unwrap)
      .filter((b) => b?.parent_table === 'collection')
      .map((b) => b!.id)
    expect(rows.map((r) => r.id).sort()).toEqual(rowIds.sort())
    for (const row of rows) expect(files.has(fileName(row.id)), row.props.title).toBe(true)
    expect(files.size).toBe(rows.length + 1)
  })

  it('only uses generated images, which stay small', () => {
    const images = new Set(readdirSync(dirs.imagesDir))
    for (const [, file] of files) {
      for (const match of JSON.stringify(file).matchAll(/\/demo\/images\/([^"\\]+)/g))
        expect(images.has(match[1]!)).toBe(true)
    }
    const total = [...images].reduce(
      (sum, name) => sum + statSync(join(dirs.imagesDir, name)).size,
      0,
    )
    expect(total).toBeLessThan(300_000)
  })
})
