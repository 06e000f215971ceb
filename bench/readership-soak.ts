// Soak of Folio's own counter (issue 36): `--connections` (64) connections post views for
// `--seconds` (60) against a production server while 16 more load `/` and an article; then the
// totals are read back. Every view sent is a new visitor (its own X-Forwarded-For, believed from
// a loopback peer) on a real public page, so each one must count: lost counts must be 0. Page
// throughput is measured alone first, then under the views: the drop is printed (issue: at most
// 10 %). Bounded in time: the script ends after about seconds + 2 x page-seconds + 30 s.
//   npx tsx bench/readership-soak.ts --base http://127.0.0.1:3000   (a running production server
//       started with ANALYTICS_FOLIO_ENABLED=true)
//   npx tsx bench/readership-soak.ts --dist .next [--redis]   (starts one of that build on a free
//       port with the counter on, on the live path against the Notion stub; --redis on a
//       redis-server of its own)
//   [--seconds 60] [--connections 64] [--view-rate 10 (views/s per connection; 0 = flat out)]
//   [--page-seconds 20] [--page-connections 16]
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startInstance, startRedis, type Process } from '@/e2e/redis/processes'
import { DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { percentile, runLoad, type LoadReport } from './load'
import { SOAK_PAGES } from './soak'

// The run's own agent: views of an earlier run (within the reload window) are other visitors.
const BROWSER = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 run-${Date.now()}`

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback
}
const flag = (name: string) => process.argv.includes(`--${name}`)

const seconds = Number(option('seconds', '60'))
const connections = Number(option('connections', '64'))
const pageSeconds = Number(option('page-seconds', '20'))
const pageConnections = Number(option('page-connections', '16'))
// A browser posts one view per page it shows: 10 a second on each connection is already more
// views than the server can serve pages (64 connections: 640/s). 0 posts as fast as it answers.
const viewRate = Number(option('view-rate', '10'))

export interface ViewSoakReport {
  sent: number
  /** Answers other than 204, and requests with no answer. */
  failed: number
  viewsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/** The address of the `n`th view of the run: a visitor of its own. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
let viewsAsked = 0

function postView(agent: Agent, url: URL, body: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: 'POST',
        timeout: 10_000,
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': address, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(body)
  })
}

export interface ViewSoakOptions {
  connections: number
  durationMs: number
  /** Views a second each connection posts at most; 0: as fast as the server answers. */
  ratePerConnection: number
}

export async function soakViews(base: string, paths: readonly string[], options: ViewSoakOptions): Promise<ViewSoakReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections })
  const url = new URL('/api/readership/view', base)
  const bodies = paths.map((p) => JSON.stringify({ path: p }))
  const latencies: number[] = []
  let sent = 0
  let failed = 0
  const started = performance.now()
  const endsAt = started + options.durationMs
  const gapMs = options.ratePerConnection > 0 ? 1000 / options.ratePerConnection : 0
  const loop = async (connection: number) => {
    // Spread over the gap, so the connections do not post in lockstep.
    let due = started + (gapMs * connection) / options.connections
    while (performance.now() < endsAt) {
      if (gapMs) {
        const wait = due - performance.now()
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        due += gapMs
        if (performance.now() >= endsAt) break
      }
      const n = viewsAsked++
      const t = performance.now()
      try {
        const status = await postView(agent, url, bodies[n % bodies.length] as string, visitorAddress(n))
        latencies.push(performance.now() - t)
        if (status === 204) sent++
        else failed++
      } catch {
        failed++
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, i) => loop(i)))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const elapsed = (performance.now() - started) / 1000
  return { sent, failed, viewsPerSecond: sent / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) }
}

/**
 * The views are posted from a process of their own: on the page loader's event loop, 64 busy
 * connections would slow the page requests down in the client and count as the server's drop.
 */
function soakViewsApart(base: string, paths: readonly string[], options: ViewSoakOptions): Promise<ViewSoakReport> {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: process.execArgv, env: { ...process.env, FOLIO_SOAK_VIEWS: JSON.stringify({ base, paths, options }) } })
  return new Promise((resolve, reject) => {
    child.once('message', (report) => resolve(report as ViewSoakReport))
    child.once('error', reject)
    child.once('exit', (code) => code === 0 || reject(new Error(`the view poster ended with ${code}`)))
  })
}

async function siteViews(base: string): Promise<number> {
  const answer = await fetch(new URL('/api/readership/figures?path=/', base))
  if (!answer.ok) throw new Error(`figures answered ${answer.status}: is the server running with ANALYTICS_FOLIO_ENABLED=true?`)
  const body = (await answer.json()) as { site: { views: number } }
  return body.site.views
}

/** Real public pages: home, the archive and the listed posts. */
async function viewPaths(base: string): Promise<string[]> {
  const answer = await fetch(new URL('/api/post-hrefs', base))
  const { hrefs } = (await answer.json()) as { hrefs: string[] }
  return ['/', '/archive', ...hrefs]
}

const pages = SOAK_PAGES.map((p) => p.path)
const pageLoad = (base: string, durationMs: number) => runLoad({ base, paths: pages, connections: pageConnections, durationMs })
const line = (name: string, r: LoadReport) =>
  `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(0)} ms | ${r.p99Ms.toFixed(0)} ms | ${r.errors + r.serverErrors} |`

async function withServer<T>(work: (base: string) => Promise<T>): Promise<T> {
  const given = option('base', '')
  if (given) return work(given)
  const dist = option('dist', '')
  if (!dist) throw new Error('give --base <a running server> or --dist <a production build>')
  const port = 3900 + (process.pid % 100)
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'folio-readership-soak-'))
  const started: { stub?: NotionStub; redis?: Process; server?: Process } = {}
  try {
    started.stub = await startNotionStub({ dir: DEMO_SNAPSHOT_DIR })
    if (flag('redis')) started.redis = await startRedis(port + 100)
    const redisUrl = started.redis ? `redis://127.0.0.1:${port + 100}` : undefined
    const server = await startInstance({ port, distDir: dist, notionUrl: started.stub.url, cacheDir, redisUrl, env: { ANALYTICS_FOLIO_ENABLED: 'true', NEXT_REVALIDATE_SECOND: '600', NOTION_INDEX_TTL_SECONDS: '600' } })
    started.server = server
    return await work(server.base)
  } finally {
    await started.server?.stop()
    await started.redis?.stop()
    await started.stub?.close()
    rmSync(cacheDir, { recursive: true, force: true })
  }
}

async function main() {
  // Bounded whatever happens: a hung server must not hold the run.
  setTimeout(() => {
    console.error('readership soak: time limit reached')
    process.exit(2)
  }, (seconds + 2 * pageSeconds + 150) * 1000).unref()
  await withServer(async (base) => {
    const paths = await viewPaths(base)
    // Warm the pages and the counter (its store opens on first use).
    await pageLoad(base, 2000)
    await soakViews(base, paths, { connections: 4, durationMs: 1000, ratePerConnection: 0 })
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const alone = await pageLoad(base, pageSeconds * 1000)
    const before = await siteViews(base)
    const [views, loaded] = await Promise.all([
      soakViewsApart(base, paths, { connections, durationMs: seconds * 1000, ratePerConnection: viewRate }),
      pageLoad(base, seconds * 1000),
    ])
    // The last views are written within a second or two.
    let counted = (await siteViews(base)) - before
    for (let i = 0; i < 20 && counted < views.sent; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      counted = (await siteViews(base)) - before
    }
    const drop = 100 * (1 - loaded.requestsPerSecond / alone.requestsPerSecond)
    console.log(`\nReadership soak against ${base}: ${connections} connections posting views for ${seconds} s (${viewRate > 0 ? `${viewRate} a second each` : 'as fast as answered'}), ${pageConnections} loading ${pages.join(' and ')}\n`)
    console.log('| views sent (204) | failed | views/s | p50 | p99 | counted | lost |')
    console.log('|---:|---:|---:|---:|---:|---:|---:|')
    console.log(`| ${views.sent} | ${views.failed} | ${views.viewsPerSecond.toFixed(0)} | ${views.p50Ms.toFixed(1)} ms | ${views.p99Ms.toFixed(1)} ms | ${counted} | ${views.sent - counted} |`)
    console.log('\n| pages | requests/s | p50 | p99 | errors + 5xx |')
    console.log('|---|---:|---:|---:|---:|')
    console.log(line('alone', alone))
    console.log(line('under the views', loaded))
    console.log(`\npage throughput drop under the views: ${drop.toFixed(1)} %`)
    console.log(`${views.sent === counted && views.failed === 0 ? 'PASS' : 'FAIL'}: lost counts ${views.sent - counted}, failed views ${views.failed}`)
    console.log(`${drop <= 10 ? 'PASS' : 'FAIL'}: page throughput drop ${drop.toFixed(1)} % (at most 10 %)`)
    if (views.sent !== counted || views.failed > 0) process.exitCode = 1
  })
}

const soakAsked = process.env.FOLIO_SOAK_VIEWS
if (soakAsked) {
  const { base, paths, options } = JSON.parse(soakAsked) as { base: string; paths: string[]; options: ViewSoakOptions }
  void soakViews(base, paths, options).then((report) => process.send?.(report, () => process.exit(0)))
} else if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
