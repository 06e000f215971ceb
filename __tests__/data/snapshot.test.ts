// @vitest-environment node
// `npm run snapshot` round trip: record through the live path, serve from the files, same site.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordSnapshot } from '@/lib/data/record-snapshot'
import { DEFAULT_RULES } from '@/lib/site/rules'
import { DEFAULT_PROPERTY_NAMES } from '@/lib/site/workspace'
import { getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { liveSource } from '@/lib/notion/source'
import { startLiveEnv, type LiveEnv } from '../fixtures/live-env'

let env: LiveEnv
beforeEach(async () => {
  env = await startLiveEnv()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await env.close()
})

function record(outDir: string, onProgress?: (done: number, total: number) => void) {
  const source = liveSource({ apiBaseUrl: env.stub.url, concurrency: 3, retries: 0, retryBaseMs: 1, maxRetryDelayMs: 1, timeoutMs: 1000 })
  return recordSnapshot({
    source, rootId: env.rootId, outDir, names: DEFAULT_PROPERTY_NAMES, rules: DEFAULT_RULES,
    images: { notionHost: 'https://www.notion.so' }, onProgress,
  })
}

describe('snapshots', () => {
  it('records every Published and Invisible row and serves the same site from the files', async () => {
    const live = await getSiteData()
    const out = path.join(env.tmp, 'snap')
    const progress: number[] = []
    const summary = await record(out, (done) => progress.push(done))
    const files = readdirSync(out)
    expect(files).toContain(`${env.rootId}.json`)
    // 14 rows minus the Draft, plus the root page.
    expect(summary.pages).toBe(14)
    expect(files).toHaveLength(14)
    expect(progress.at(-1)).toBe(13)
    process.env.NOTION_SNAPSHOT_DIR = out
    resetSiteDataForTests()
    expect((await getSiteData()).site).toEqual(live.site)
  })

  it('leaves nothing behind when a page fails, and names it', async () => {
    const out = path.join(env.tmp, 'snap-fail')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: env.fixture.ids.about, status: 500 })
    await expect(record(out)).rejects.toThrow(/loadPageChunk.*HTTP 500/)
    expect(existsSync(out)).toBe(false)
    expect(readdirSync(env.tmp).filter((n) => n.startsWith('snap-fail'))).toEqual([])
  })
})
