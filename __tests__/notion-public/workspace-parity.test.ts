// @vitest-environment node
// Beyond the demo (demo-parity.test.tsx): the test workspaces read through the public API's
// stand-in give the same rows and the same body text as their record maps do, the hostile one
// included (script addresses, HTML in text, hidden rows: the same filtering either way).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { baseConfigSources, withWorkspaceConfig } from '@/lib/config'
import { fetchWorkspace } from '@/lib/data/fetch-workspace'
import { getPageVersion } from '@/lib/data/page-cache'
import { dataSettings } from '@/lib/data/settings'
import { writeSnapshot } from '@/lib/notion/builder'
import { readArticleBody } from '@/lib/notion/body'
import { pageBlockTexts } from '@/lib/notion/page-text'
import { startPublicNotionStub, type PublicNotionStub } from '@/lib/notion/public-stub'
import { publicApiSource } from '@/lib/notion/public-api/source'
import { compactId } from '@/lib/notion/records'
import { snapshotSource, type PageSource } from '@/lib/notion/source'
import type { WorkspaceRow } from '@/lib/site/workspace'
import { hostileBlog } from '../fixtures/hostile-workspace'
import { smallBlog } from '../fixtures/small-blog'
import { withoutWhatTheApiCannotGive } from './not-given'

const settingsFor = (notionSettings: Record<string, string>) => dataSettings(withWorkspaceConfig(baseConfigSources(), notionSettings).config)
const dirs: string[] = []
const stubs: PublicNotionStub[] = []

afterAll(async () => {
  for (const stub of stubs) await stub.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const rowFacts = (r: WorkspaceRow) => ({ id: r.id, title: r.title, type: r.typeLabel, status: r.statusLabel, slug: r.slug, categories: r.categories, tags: r.tags, summary: r.summary, password: r.password })

async function bodyTexts(source: PageSource, rows: WorkspaceRow[]) {
  const titles = new Map(rows.map((r) => [r.id, r.title]))
  const out: Record<string, string[]> = {}
  for (const row of rows.filter((r) => r.typeLabel === 'Post' || r.typeLabel === 'Page')) {
    const stored = await getPageVersion(source, row.id, row.lastEditedTime)
    const body = readArticleBody(source.kind === 'snapshot' ? withoutWhatTheApiCannotGive(stored) : stored, row.id, titles)
    // The text a reader sees: blocks without any (dividers, containers) are how, not what.
    out[row.title] = pageBlockTexts(body.recordMap, row.id).map((b) => b.text.replace(/‣/g, '')).filter(Boolean)
  }
  return out
}

async function bothWays(ws: Parameters<typeof writeSnapshot>[1], rootId: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-workspace-parity-'))
  dirs.push(dir)
  writeSnapshot(path.join(dir, 'ws'), ws, { pretty: false })
  process.env.FOLIO_CACHE_DIR = path.join(dir, 'cache')
  const stub = await startPublicNotionStub({ dir: path.join(dir, 'ws') })
  stubs.push(stub)
  const recorded = snapshotSource(path.join(dir, 'ws'))
  const viaApi = publicApiSource({ token: stub.token, baseUrl: stub.url, concurrency: 4, retries: 1, retryBaseMs: 5, maxRetryDelayMs: 50, timeoutMs: 5000, requestsPerSecond: 1000 })
  const [a, b] = [await fetchWorkspace(recorded, compactId(rootId), settingsFor), await fetchWorkspace(viaApi, compactId(rootId), settingsFor)]
  return { recorded, viaApi, a, b }
}

describe.each([
  ['the small blog', () => smallBlog()],
  ['the hostile workspace', () => hostileBlog()],
])('%s through the public API', (_, make) => {
  it('has the same rows, Config settings and body text as its record maps', async () => {
    const { ws, rootId } = make()
    const { recorded, viaApi, a, b } = await bothWays(ws, rootId)
    const facts = (rows: WorkspaceRow[]) => rows.map(rowFacts).sort((x, y) => x.id.localeCompare(y.id))
    expect(a.index.rows.length).toBeGreaterThan(3)
    expect(facts(b.index.rows)).toEqual(facts(a.index.rows))
    expect(b.notionSettings).toEqual(a.notionSettings)
    expect(await bodyTexts(viaApi, b.index.rows)).toEqual(await bodyTexts(recorded, a.index.rows))
  }, 60_000)
})
