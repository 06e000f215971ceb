// The data a build fetches (the index, then every body) through each Notion source, for a cold
// build (empty data cache) and an unchanged rebuild (the same cache, a new process): calls per
// endpoint and seconds. /api/v3 through its stub; the public API through its stand-in at Notion's
// own limit (about 3 requests a second, answered with 429 past it) and Folio's default pace
// (NOTION_PUBLIC_API_RATE=3): the real cost an owner pays. Not a whole `next build`.
//   npx tsx bench/source-calls.ts [--posts 1000] [--uploads]   (or npm run bench -- --sources)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { resetSiteDataForTests } from '@/lib/data/site-data'
import { startPublicNotionStub } from '@/lib/notion/public-stub'
import { startNotionStub } from '@/lib/notion/stub'
import { loadEverything, printCalls } from './notion-calls'
import { writeSyntheticWorkspace } from './synthetic'

interface SourceRow {
  run: string
  ms: number
  calls: Record<string, number>
}

/** What both stubs share: a base URL, the settings selecting the source, a call log. */
interface ServedSource {
  name: string
  env: Record<string, string>
  callCounts(): Record<string, number>
  /** Answers refused with 429 (the public API's rate limit), retried after Retry-After. */
  limited(): number
  resetCalls(): void
  close(): Promise<void>
}

async function classic(dir: string): Promise<ServedSource> {
  const stub = await startNotionStub({ dir })
  return { name: '/api/v3 (stub)', env: { NOTION_API_BASE_URL: stub.url }, limited: () => 0, ...callsAndClose(stub) }
}

async function publicApi(dir: string): Promise<ServedSource> {
  const stub = await startPublicNotionStub({ dir, rateLimit: true })
  const env = { NOTION_API_TOKEN: stub.token, NOTION_PUBLIC_API_URL: stub.url, NOTION_PUBLIC_API_RATE: '3' }
  const limited = () => stub.calls.filter((call) => call.status === 429).length
  return { name: 'public API (stand-in, 3/s)', env, limited, ...callsAndClose(stub) }
}

function callsAndClose(stub: { callCounts(): Record<string, number>; resetCalls(): void; close(): Promise<void> }) {
  return { callCounts: () => stub.callCounts(), resetCalls: () => stub.resetCalls(), close: () => stub.close() }
}

const SOURCE_SETTINGS = ['NOTION_API_BASE_URL', 'NOTION_API_TOKEN', 'NOTION_PUBLIC_API_URL', 'NOTION_PUBLIC_API_RATE']

async function measure(run: string, source: ServedSource, rows: SourceRow[]): Promise<void> {
  resetSiteDataForTests() // a new build process: memory is gone, the disk cache stays
  source.resetCalls()
  const started = performance.now()
  const posts = await loadEverything()
  const limited = source.limited() > 0 ? `, ${source.limited()} answered 429` : ''
  rows.push({ run: `${source.name}: ${run} (${posts} posts${limited})`, ms: performance.now() - started, calls: source.callCounts() })
}

export async function benchSourceCalls(postCount: number, uploads = false): Promise<SourceRow[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-sources-'))
  const dir = path.join(tmp, 'ws')
  const { rootPageId } = writeSyntheticWorkspace(dir, { posts: postCount, uploads })
  const rows: SourceRow[] = []
  try {
    for (const [n, start] of [classic, publicApi].entries()) {
      const source = await start(dir)
      for (const name of SOURCE_SETTINGS) delete process.env[name]
      Object.assign(process.env, source.env, {
        NOTION_PAGE_ID: rootPageId.replace(/-/g, ''),
        NOTION_INDEX_TTL_SECONDS: '0',
        FOLIO_CACHE_DIR: path.join(tmp, `cache-${n}`),
      })
      try {
        await measure('cold build', source, rows)
        await measure('unchanged rebuild', source, rows)
      } finally {
        await source.close()
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
  return rows
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--posts')
  const posts = i > 0 ? Number(process.argv[i + 1]) : 1000
  const uploads = process.argv.includes('--uploads')
  console.log(`Data fetch of a ${posts}-post synthetic workspace${uploads ? ' with uploads' : ''}, per source (stubs on 127.0.0.1)`)
  printCalls(await benchSourceCalls(posts, uploads))
}
