// @vitest-environment node
// `npm run snapshot` round trip: record through the live path, serve from the files, same site.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getArticle } from '@/lib/data/article'
import { recordSnapshot } from '@/lib/data/record-snapshot'
import { getSiteData, resetSiteDataForTests, type SiteData } from '@/lib/data/site-data'
import { NotionWorkspace, blogSchema, compactId, paragraph, writeSnapshot } from '@/lib/notion/builder'
import { liveSource } from '@/lib/notion/source'
import { DEFAULT_RULES } from '@/lib/site/rules'
import { DEFAULT_PROPERTY_NAMES } from '@/lib/site/workspace'
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
    source, rootIds: [env.rootId], outDir, names: DEFAULT_PROPERTY_NAMES, rules: DEFAULT_RULES,
    images: { notionHost: 'https://www.notion.so' }, onProgress,
  })
}

/** Everything a visitor can be shown: the site, the notice and every readable body. */
async function everything(data: SiteData) {
  const bodies: Record<string, unknown> = {}
  for (const post of data.site.routable) bodies[post.id] = (await getArticle(post)).body
  return { site: data.site, notice: data.notice, bodies }
}

/** Folders next to `out` that a run left behind (the snapshot itself, or partial ones). */
const leftovers = (out: string) => readdirSync(path.dirname(out)).filter((n) => n.startsWith(path.basename(out)))

describe('snapshots', () => {
  it('records every Published and Invisible row and serves the same site, notice and bodies from the files', async () => {
    const live = await everything(await getSiteData())
    const out = path.join(env.tmp, 'snap')
    const progress: number[] = []
    const summary = await record(out, (done) => progress.push(done))
    const files = readdirSync(out)
    expect(files).toContain(`${env.rootId}.json`)
    // 15 rows minus the Draft, plus the root page.
    expect(summary.pages).toBe(15)
    expect(files).toHaveLength(15)
    expect(progress.at(-1)).toBe(14)
    process.env.NOTION_SNAPSHOT_DIR = out
    resetSiteDataForTests()
    const fromFiles = await everything(await getSiteData())
    expect(fromFiles.notice?.id).toBe(live.notice?.id)
    expect(JSON.stringify(fromFiles.notice)).toContain('Welcome!')
    expect(Object.keys(live.bodies).length).toBeGreaterThanOrEqual(4)
    expect(fromFiles).toEqual(live)
  })

  it('leaves nothing behind when a page fails, and names the page and the endpoint', async () => {
    const out = path.join(env.tmp, 'snap-fail')
    const about = env.fixture.ids.about.replaceAll('-', '')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: about, status: 500 })
    await expect(record(out)).rejects.toThrow(new RegExp(`page ${about}: .*loadPageChunk.*HTTP 500`))
    expect(leftovers(out)).toEqual([])
  })

  it('fails, instead of writing an empty page, when a page comes back as {role:"none"}', async () => {
    const out = path.join(env.tmp, 'snap-none')
    const about = env.fixture.ids.about.replaceAll('-', '')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: about, roleNone: true })
    await expect(record(out)).rejects.toThrow(new RegExp(`page ${about}: .*loadPageChunk.*no readable block`))
    expect(leftovers(out)).toEqual([])
  })

  it('keeps the previous snapshot when a new recording fails', async () => {
    const out = path.join(env.tmp, 'snap-keep')
    mkdirSync(out)
    const earlier = `${'e'.repeat(32)}.json`
    writeFileSync(path.join(out, earlier), '{}')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: env.fixture.ids.about, status: 500 })
    await expect(record(out)).rejects.toThrow(/HTTP 500/)
    expect(readdirSync(out)).toEqual([earlier])
    expect(leftovers(out)).toEqual(['snap-keep'])
  })

  it('replaces an earlier snapshot, but refuses a folder holding anything else, before asking Notion', async () => {
    const earlier = path.join(env.tmp, 'snap-earlier')
    mkdirSync(earlier)
    writeFileSync(path.join(earlier, `${'e'.repeat(32)}.json`), '{}')
    await record(earlier)
    expect(readdirSync(earlier)).not.toContain(`${'e'.repeat(32)}.json`)
    expect(readdirSync(earlier)).toContain(`${env.rootId}.json`)

    const shared = path.join(env.tmp, 'backups')
    mkdirSync(shared)
    writeFileSync(path.join(shared, 'important.txt'), 'keep me')
    env.stub.resetCalls()
    await expect(record(shared)).rejects.toThrow(/not a snapshot \(important\.txt\)/)
    expect(readdirSync(shared)).toEqual(['important.txt'])
    expect(env.stub.callCounts()).toEqual({})
    await expect(record(process.cwd())).rejects.toThrow(/holds the current folder/)
    await expect(record(path.dirname(process.cwd()))).rejects.toThrow(/holds the current folder/)
  })
})

describe('npm run snapshot (the script)', () => {
  /** Runs scripts/snapshot.ts against the stub; resolves with its exit code and output. */
  function runScript(out: string, onStart?: (child: ReturnType<typeof spawn>) => void, pageIds = env.rootId) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/snapshot.ts'], {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NOTION_PAGE_ID: pageIds,
        NOTION_API_BASE_URL: env.stub.url,
        NOTION_SNAPSHOT_DIR: out,
        NOTION_RETRIES: '0',
        NOTION_TIMEOUT_MS: '30000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    onStart?.(child)
    return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal, output })),
    )
  }

  it('records every language workspace of NOTION_PAGE_ID=id,en:id2 into one folder that serves them all', async () => {
    const en = new NotionWorkspace({ seed: 'english', time: Date.UTC(2025, 0, 15) })
    const enBlog = en.addDatabasePage({ seed: 'blog-en', title: 'English Blog', schema: blogSchema({ categories: [], tags: [] }), views: [{ type: 'table' }] })
    enBlog.addRow({ seed: 'hello', properties: { title: 'Hello in English', type: 'Post', status: 'Published', slug: 'hello' }, body: [paragraph('english words')] })
    writeSnapshot(env.dataDir, en)
    env.stub.reload()
    const pageIds = `${env.rootId},en:${compactId(enBlog.blockId)}`
    const out = path.join(env.tmp, 'script-languages')
    const result = await runScript(out, undefined, pageIds)
    expect(result.code, result.output).toBe(0)
    expect(result.output).toContain(`Serve it with NOTION_PAGE_ID=${pageIds} NOTION_SNAPSHOT_DIR=${out}`)
    Object.assign(process.env, { NOTION_PAGE_ID: pageIds, NOTION_SNAPSHOT_DIR: out })
    resetSiteDataForTests()
    expect((await getSiteData()).site.posts).toHaveLength(5)
    const english = await getSiteData('en')
    expect(english.site.info.title).toBe('English Blog')
    const post = english.site.posts[0]
    expect(post?.title).toBe('Hello in English')
    if (post) expect(JSON.stringify((await getArticle(post, 'en')).body)).toContain('english words')
  }, 30_000)

  it('exits non-zero naming the page when a page comes back as {role:"none"}', async () => {
    const out = path.join(env.tmp, 'script-none')
    const about = env.fixture.ids.about.replaceAll('-', '')
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: about, roleNone: true })
    const result = await runScript(out)
    expect(result.code).toBe(1)
    expect(result.output).toMatch(new RegExp(`Snapshot failed, nothing was written: page ${about}: .*loadPageChunk`))
    expect(leftovers(out)).toEqual([])
  }, 30_000)

  it('removes its half-written folder when interrupted', async () => {
    const out = path.join(env.tmp, 'script-killed')
    // The About page hangs, so the run is caught halfway with pages already written.
    env.stub.addFault({ endpoint: 'loadPageChunk', pageId: env.fixture.ids.about, delayMs: 60_000 })
    const result = await runScript(out, (child) => {
      const poll = setInterval(() => {
        const partial = leftovers(out).find((n) => n.includes('.partial-'))
        if (partial && readdirSync(path.join(env.tmp, partial)).length >= 3) {
          clearInterval(poll)
          child.kill('SIGTERM')
        }
      }, 20)
      child.on('exit', () => clearInterval(poll))
    })
    expect(result.code).toBe(143)
    expect(result.output).toMatch(/interrupted \(SIGTERM\), nothing was written/)
    expect(leftovers(out)).toEqual([])
    expect(existsSync(out)).toBe(false)
  }, 30_000)
})
