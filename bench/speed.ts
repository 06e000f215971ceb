// Issue 19's bench: first-load JS per route (fetched and referenced, against the framework
// floor), what each first-load chunk of `/` holds, HTML sizes, Lighthouse mobile and requests
// per second, ours next to a minimal Next.js app of the same versions (the floor, bench/floor/),
// and the same JS, HTML and requests per second on a synthetic workspace; and issue 37's serving
// figure (bench/speed/serve-ratio.ts): cached pages in brotli, gzip and identity next to a
// static file of the same size from the same server. Prints markdown.
//   npx tsx bench/speed.ts [--dist <existing build>] [--posts 1000] [--runs 3] [--only demo|synthetic|floor|serve]
// --dist measures the demo in an existing build (its bundle-stats.json if present); --only
// serve prints the serving figure of the demo alone.
// Measurements run one at a time; builds come first. Build folders made here are deleted.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import type { BundleChunk } from '../scripts/bundle-stats-plugin'
import { build, measureInBrowser } from './build'
import { runLoad, type LoadReport } from './load'
import { buildFloor, floorServeCommand, type FloorApp } from './speed/floor'
import { medianRun } from './speed/goals'
import { runLighthouse, type LighthouseRun } from './speed/lighthouse'
import { printChunks, printFirstLoadJs, printHtml, printLighthouse, printRps, type LighthouseResult } from './speed/print'
import { measureServing, printServing } from './speed/serve-ratio'
import { measurePage, serve, type PageFigures, type Served } from './speed/site'
import { writeSyntheticWorkspace } from './synthetic'

const root = path.join(import.meta.dirname, '..')
const PORTS = { floor: 3430, demo: 3431, synthetic: 3432 }
const PLAIN_ARTICLE = '/article/quiet-home-page'
const LOAD = { connections: 16, warmupMs: 3_000, durationMs: 10_000 }

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const only = arg('--only')
const posts = Number(arg('--posts') ?? 1000)
const runs = Number(arg('--runs') ?? 3)
const existingDist = arg('--dist')
if (only && !['demo', 'synthetic', 'floor', 'serve'].includes(only)) throw new Error(`--only demo|synthetic|floor|serve, not ${only}`)

function ourServer(distDir: string, port: number, env: Record<string, string>) {
  return serve({
    cwd: root, command: 'npx', args: ['tsx', 'scripts/serve.ts', '-p', String(port)],
    env: { ...env, FOLIO_DIST_DIR: distDir }, port, distPath: path.join(root, distDir), readyPath: '/robots.txt',
  })
}

function floorServer(app: FloorApp) {
  const { command, args } = floorServeCommand(PORTS.floor)
  return serve({ cwd: app.dir, command, args, env: {}, port: PORTS.floor, distPath: path.join(app.dir, '.next'), readyPath: '/' })
}

function buildOurs(distDir: string, env: Record<string, string>): number {
  return build(distDir, { ...env, DEV_BUNDLE_ANALYZE: 'true' })
}

async function measurePages(site: Served, paths: string[]): Promise<PageFigures[]> {
  const pages = []
  for (const p of paths) pages.push(await measurePage(site, p))
  await measureInBrowser(site.base, pages)
  return pages
}

async function load(site: Served, pagePath: string): Promise<LoadReport> {
  await runLoad({ base: site.base, paths: [pagePath], connections: LOAD.connections, durationMs: LOAD.warmupMs })
  return runLoad({ base: site.base, paths: [pagePath], connections: LOAD.connections, durationMs: LOAD.durationMs })
}

function bundleStats(distDir: string): BundleChunk[] | undefined {
  const file = path.join(root, distDir, 'bundle-stats.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BundleChunk[]) : undefined
}

/** The demo's plain article must stay plain: no code, math or database block. */
function warnIfNotPlain(page: PageFigures | undefined) {
  if (page && /notion-(?:code|equation|collection)\b|class="katex/.test(page.html))
    console.log(`\n⚠ ${page.path} now holds a code, math or database block: pick another plain article.`)
}

/** One retry: on a busy machine Chromium now and then shows an error page instead of ours. */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url)
  } catch (error) {
    console.error(`(Lighthouse failed once on ${url}, retrying: ${(error as Error).message.split('\n')[0]})`)
    return runLighthouse(url)
  }
}

async function lighthouse(pages: { label: string; url: string }[]): Promise<LighthouseResult[]> {
  const collected = pages.map(() => [] as LighthouseRun[])
  // Pages take turns run by run, so a busy moment of the machine does not land on one page only.
  for (let run = 0; run < runs; run++)
    for (const [i, page] of pages.entries()) collected[i]?.push(await lighthouseRun(page.url))
  return pages.map((page, i) => {
    const all = collected[i] ?? []
    return { label: page.label, runs: all, median: medianRun(all) as LighthouseRun }
  })
}

function header(title: string) {
  console.log(`\n## ${title}\n`)
}

/** The demo (built here, or the --dist build) on scripts/serve.ts. */
async function demoSite(cleanups: (() => void)[]): Promise<{ site: Served; distDir: string }> {
  const distDir = existingDist ?? '.next-speed-demo'
  const env = { NOTION_PAGE_ID: '' }
  if (!existingDist) {
    cleanups.push(() => rmSync(path.join(root, distDir), { recursive: true, force: true }))
    console.log(`Demo built in ${buildOurs(distDir, env).toFixed(0)} s.`)
  }
  const site = await ourServer(distDir, PORTS.demo, env)
  cleanups.push(site.stop)
  return { site, distDir }
}

async function serving(site: Served, label: string, article: string) {
  const pages = [{ label: `${label} /`, path: '/' }, { label: `${label} ${article}`, path: article }]
  const rows = await measureServing(site.base, site.distPath, pages, LOAD, site.pid)
  header(`${label}: serving cached pages by encoding, next to a static file (${LOAD.connections} connections, ${LOAD.durationMs / 1000} s each after ${LOAD.warmupMs / 1000} s; ${busy()})`)
  printServing(rows)
}

/** The machine's load average (1 and 5 minutes) when a measurement ended: a busy machine skews speed. */
const busy = () => `load average ${loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')}`

async function main() {
  const started = Date.now()
  const cleanups: (() => void)[] = []
  try {
    header(`Speed bench (${new Date().toISOString()}, ${busy()}; ${cpus().length} CPUs)`)
    if (only === 'serve') {
      await serving((await demoSite(cleanups)).site, 'demo', PLAIN_ARTICLE)
      return
    }

    const floorApp = buildFloor()
    cleanups.push(floorApp.remove)
    console.log(`Floor app built in ${floorApp.buildSeconds.toFixed(0)} s.`)
    const floor = await floorServer(floorApp)
    cleanups.push(floor.stop)
    const floorPage = (await measurePages(floor, ['/']))[0]

    let floorLighthouse: LighthouseResult | undefined
    let floorRps: LoadReport | undefined
    const floorFigures = async () => {
      floorRps ??= await load(floor, '/')
      return floorRps
    }

    if (only === 'floor') {
      ;[floorLighthouse] = await lighthouse([{ label: 'floor /', url: `${floor.base}/` }])
      header('Floor only')
      if (floorPage) printFirstLoadJs([floorPage])
      printLighthouse([], floorLighthouse)
      printRps([], await floorFigures())
      return
    }

    if (!only || only === 'demo') {
      const { site, distDir } = await demoSite(cleanups)
      const pages = await measurePages(site, ['/', '/archive', '/page/2', PLAIN_ARTICLE])
      header(`Demo${existingDist ? ` (existing build ${existingDist})` : ''}: first-load JS per route (medium)`)
      printFirstLoadJs(pages, floorPage)
      warnIfNotPlain(pages.find((p) => p.path === PLAIN_ARTICLE))
      header('Demo: what each first-load chunk of `/` holds')
      if (pages[0]) printChunks(pages[0], bundleStats(distDir))
      header('Demo: HTML')
      printHtml(pages, '/')

      const results = await lighthouse([
        { label: 'floor /', url: `${floor.base}/` },
        { label: 'demo /', url: `${site.base}/` },
        { label: `demo ${PLAIN_ARTICLE}`, url: `${site.base}${PLAIN_ARTICLE}` },
      ])
      floorLighthouse = results[0]
      header(`Demo: Lighthouse mobile (default throttling, median of ${runs}; ${busy()})`)
      printLighthouse(results.slice(1), floorLighthouse)

      const floorLoad = await floorFigures()
      const rps = [
        { label: 'demo /', report: await load(site, '/') },
        { label: `demo ${PLAIN_ARTICLE}`, report: await load(site, PLAIN_ARTICLE) },
      ]
      header(`Demo: requests per second (${LOAD.connections} connections, ${LOAD.durationMs / 1000} s after a ${LOAD.warmupMs / 1000} s warm-up; ${busy()})`)
      printRps(rps, floorLoad)
      await serving(site, 'demo', PLAIN_ARTICLE)
      site.stop()
    }

    if (!only || only === 'synthetic') {
      const tmp = mkdtempSync(path.join(tmpdir(), 'folio-speed-'))
      cleanups.push(() => rmSync(tmp, { recursive: true, force: true }))
      const { rootPageId } = writeSyntheticWorkspace(tmp, { posts })
      const env = { NOTION_PAGE_ID: rootPageId.replace(/-/g, ''), NOTION_SNAPSHOT_DIR: tmp }
      const distDir = '.next-speed-synthetic'
      cleanups.push(() => rmSync(path.join(root, distDir), { recursive: true, force: true }))
      console.log(`\n${posts}-post workspace built in ${buildOurs(distDir, env).toFixed(0)} s.`)
      const site = await ourServer(distDir, PORTS.synthetic, env)
      cleanups.push(site.stop)
      // Every synthetic post holds a code block: post-1 is an article, not a plain one.
      const article = '/article/post-1'
      const pages = await measurePages(site, ['/', '/archive', '/page/2', article])
      header(`${posts} posts: first-load JS per route (medium; ${article} has a code block)`)
      printFirstLoadJs(pages)
      header(`${posts} posts: HTML`)
      printHtml(pages)
      const floorLoad = await floorFigures()
      const rps = [
        { label: `${posts} posts /`, report: await load(site, '/') },
        { label: `${posts} posts ${article}`, report: await load(site, article) },
      ]
      header(`${posts} posts: requests per second (${LOAD.connections} connections; ${busy()})`)
      printRps(rps, floorLoad)
      site.stop()
    }
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup()
    console.log(`\n(bench/speed.ts took ${((Date.now() - started) / 60_000).toFixed(1)} min)`)
  }
}

await main()
