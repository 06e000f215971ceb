// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeSyntheticWorkspace } from '@/bench/synthetic'
import { fileName, readSnapshot, rowsOf } from './demo-reader'

const created: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-synthetic-'))
  created.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true })
})

describe('synthetic workspace generator', () => {
  it('writes N published posts plus menus, a notice, a page and the Config row', () => {
    const dir = tempDir()
    const { rootPageId } = writeSyntheticWorkspace(dir, { posts: 120 })
    const files = readSnapshot(dir)
    const rows = rowsOf(files.get(fileName(rootPageId))!)
    const posts = rows.filter((r) => r.props.type === 'Post' && r.props.status === 'Published')
    expect(posts).toHaveLength(120)
    expect(new Set(posts.map((p) => p.props.slug)).size).toBe(120)
    for (const type of ['Menu', 'SubMenu', 'Notice', 'Page', 'Config']) {
      expect(
        rows.some((r) => r.props.type === type),
        type,
      ).toBe(true)
    }
    expect(files.size).toBe(rows.length + 1)
    const years = new Set(posts.map((p) => p.date!.start_date!.slice(0, 4)))
    expect(years.size).toBeGreaterThanOrEqual(5)
    for (const p of posts) expect(p.props.summary && p.props.category && p.props.tags).toBeTruthy()
  })

  it('is deterministic per seed and can write the 2026 shape', () => {
    const [a, b, c] = [tempDir(), tempDir(), tempDir()]
    writeSyntheticWorkspace(a, { posts: 5, seed: 'x' })
    writeSyntheticWorkspace(b, { posts: 5, seed: 'x' })
    const { rootPageId } = writeSyntheticWorkspace(c, { posts: 5, seed: 'x', shape: 'wrapped2026' })
    const names = readdirSync(a).sort()
    expect(readdirSync(b).sort()).toEqual(names)
    for (const name of names)
      expect(readFileSync(join(b, name), 'utf8')).toBe(readFileSync(join(a, name), 'utf8'))
    const wrapped = JSON.parse(readFileSync(join(c, fileName(rootPageId)), 'utf8'))
    expect(wrapped.__version__).toBe(3)
  })

  it('with uploads, most posts carry a cover and body image on Notion\'s file host, some a mention', () => {
    const dir = tempDir()
    const { rootPageId } = writeSyntheticWorkspace(dir, { posts: 200, uploads: true })
    const files = readSnapshot(dir)
    const posts = rowsOf(files.get(fileName(rootPageId))!).filter((r) => r.props.type === 'Post')
    const bodies = posts.map((p) => JSON.stringify(files.get(fileName(p.id))))
    const uploaded = bodies.filter((b) => b.includes('prod-files-secure.s3.us-west-2.amazonaws.com') && b.includes('"page_cover"'))
    const mentioning = bodies.filter((b) => b.includes('"‣",[["p"'))
    expect(uploaded.length / posts.length).toBeGreaterThan(0.55)
    expect(uploaded.length / posts.length).toBeLessThan(0.85)
    expect(mentioning.length).toBeGreaterThan(10)
    // Without the option nothing changes: no upload anywhere.
    const plain = tempDir()
    writeSyntheticWorkspace(plain, { posts: 20 })
    for (const file of readSnapshot(plain).values()) expect(JSON.stringify(file)).not.toContain('prod-files-secure')
  })

  // Guards against a slowdown by orders of magnitude (a quadratic step), not a benchmark: the
  // bound leaves room for a machine busy with other work.
  it('writes 1,000 posts in a few seconds', () => {
    const started = Date.now()
    writeSyntheticWorkspace(tempDir(), { posts: 1000 })
    expect(Date.now() - started).toBeLessThan(30_000)
  }, 60_000)
})
