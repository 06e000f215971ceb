// Build time and first-load JS of the main routes, for the demo and for a synthetic
// workspace: builds into its own folder, serves it with scripts/serve.ts, and adds up the gzip size
// of every script the served HTML loads (the theme chunk included: "first-load JS"), then
// opens each page in Debian's Chromium and adds up every script it downloads until the
// network is idle (what a visitor really fetches, lazy chunks started at load included).
// The demo also gets a table per built theme (bench/theme-js.ts).
//   npx tsx bench/build.ts [--posts 1000] [--only demo] [--dist .next-mine]
// --dist measures the demo in an existing build (not rebuilt, not deleted) instead of building.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { fetchedScripts } from './speed/html'
import { writeSyntheticWorkspace } from './synthetic'
import { isThemedPath, printThemeTable, themedPaths } from './theme-js'

const root = path.join(import.meta.dirname, '..')

interface Figures {
  workspace: string
  /** NaN when an existing build was measured. */
  buildSeconds: number
  routes: RouteFigures[]
}

interface RouteFigures {
  path: string
  status: number
  htmlKb: number
  jsKb: number
  jsGzipKb: number
  browserJsGzipKb: number
  /** The theme whose root the served HTML carries ('' if none). */
  shownTheme: string
}

export function build(distDir: string, env: Record<string, string>): number {
  const started = performance.now()
  const r = spawnSync('npx', ['next', 'build', '--webpack'], { cwd: root, env: { ...process.env, ...env, FOLIO_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`)
  return (performance.now() - started) / 1000
}

export async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  throw new Error(`server did not start: ${url}`)
}

async function measureRoutes(distDir: string, env: Record<string, string>, paths: string[]) {
  const port = 3900 + Math.floor(Math.random() * 90)
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '-p', String(port)], {
    cwd: root, env: { ...process.env, ...env, FOLIO_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }, detached: true, stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/robots.txt`)
    const out = []
    for (const p of paths) {
      const res = await fetch(base + p)
      const html = await res.text()
      const scripts = fetchedScripts(html)
      let raw = 0
      let gz = 0
      for (const src of new Set(scripts)) {
        const file = path.join(root, distDir, decodeURIComponent(src.replace(/^\/_next\//, '')))
        const body = readFileSync(file)
        raw += body.length
        gz += gzipSync(body).length
      }
      const shownTheme = /id="theme-([\w-]+)"/.exec(html)?.[1] ?? ''
      out.push({ path: p, status: res.status, htmlKb: html.length / 1024, jsKb: raw / 1024, jsGzipKb: gz / 1024, browserJsGzipKb: 0, shownTheme })
    }
    await measureInBrowser(base, out)
    return out
  } finally {
    if (server.pid) process.kill(-server.pid)
  }
}

/** Every script Chromium downloads for each page until the network is idle, gzip-sized. */
export async function measureInBrowser(base: string, routes: Pick<RouteFigures, 'path' | 'browserJsGzipKb'>[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    for (const route of routes) {
      const page = await browser.newPage()
      const bodies: Promise<Buffer | null>[] = []
      page.on('response', (r) => {
        // Only the site's scripts: the browser's own PDF viewer (a chrome-extension page) is not
        // something the site ships.
        if (r.request().resourceType() === 'script' && r.url().startsWith(base))
          bodies.push(r.body().catch(() => null))
      })
      await page.goto(base + route.path, { waitUntil: 'networkidle' })
      await page.waitForTimeout(500)
      const all = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null)
      route.browserJsGzipKb = all.reduce((sum, b) => sum + gzipSync(b).length, 0) / 1024
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

async function run(workspace: string, env: Record<string, string>, paths: string[], existingDist?: string): Promise<Figures> {
  if (existingDist) return { workspace, buildSeconds: NaN, routes: await measureRoutes(existingDist, env, paths) }
  const distDir = `.next-bench-${workspace.replace(/\W+/g, '-')}`
  try {
    const buildSeconds = build(distDir, env)
    return { workspace, buildSeconds, routes: await measureRoutes(distDir, env, paths) }
  } finally {
    rmSync(path.join(root, distDir), { recursive: true, force: true })
  }
}

export async function benchBuild(posts: number, only?: string, existingDist?: string): Promise<Figures[]> {
  const results: Figures[] = []
  const demoPaths = ['/', '/archive', '/category', '/search/notion', '/article/block-tour', '/article/quiet-home-page', ...themedPaths()]
  if (!only || only === 'demo') results.push(await run('demo', { NOTION_PAGE_ID: '' }, demoPaths, existingDist))
  if (existingDist) return results
  if (!only || only === 'synthetic') {
    const tmp = mkdtempSync(path.join(tmpdir(), 'folio-build-'))
    try {
      const { rootPageId } = writeSyntheticWorkspace(tmp, { posts })
      const env = { NOTION_PAGE_ID: rootPageId.replace(/-/g, ''), NOTION_SNAPSHOT_DIR: tmp }
      results.push(await run(`${posts} posts`, env, ['/', '/archive', '/category', '/article/post-1', `/article/post-${posts}`]))
    } finally {
      rmSync(tmp, { recursive: true, force: true })
    }
  }
  return results
}

export function printBuild(results: Figures[]) {
  for (const r of results) {
    const built = Number.isNaN(r.buildSeconds) ? 'existing build' : `build ${r.buildSeconds.toFixed(1)} s`
    console.log(`\n### ${r.workspace}: ${built}\n`)
    console.log('| route | status | HTML | first-load JS | gzip | all JS fetched by the browser, gzip |')
    console.log('|---|---|---|---|---|---|')
    for (const x of r.routes.filter((route) => !isThemedPath(route.path))) {
      console.log(`| ${x.path} | ${x.status} | ${x.htmlKb.toFixed(1)} kB | ${x.jsKb.toFixed(1)} kB | ${x.jsGzipKb.toFixed(1)} kB | ${x.browserJsGzipKb.toFixed(1)} kB |`)
    }
    const themed = r.routes.filter((route) => isThemedPath(route.path))
    if (themed.length) printThemeTable(themed)
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  printBuild(await benchBuild(Number(arg('--posts') ?? 1000), arg('--only'), arg('--dist')))
}
