// What plugins cost in JavaScript. Builds the demo twice (no plugins; every plugin family
// configured), serves each, and for / and an article prints:
//   - first-load JS: the scripts of the served HTML, which the browser runs before the page is
//     interactive (raw and gzip, read from the build), and whether they are byte-identical in
//     both builds;
//   - what Chromium fetches afterwards from the site (lazy chunks), until the network is idle
//     and the visitor clicked once.
// Every outside URL a plugin uses points at a stand-in on 127.0.0.1 (AI summaries at build
// time too); the few hard-wired hosts (Google, …) are answered inside the browser. Nothing
// leaves the machine.
//   npx tsx bench/plugins.ts [--keep]   (--keep: leave the .next-bench-plugins-* builds)
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { createServer as createHttpServer } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { fetchedScripts } from './speed/html'

const root = path.join(import.meta.dirname, '..')
const PATHS = ['/', '/article/block-tour']

interface Script {
  url: string
  raw: number
  gzip: number
  hash: string
}

interface RouteFigures {
  path: string
  firstLoad: Script[]
  /** Site scripts fetched after the HTML's own, in the browser. */
  lazy: Script[]
  /** Requests to the stand-ins and the answered outside hosts. */
  outside: number
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Answers every plugin URL: summaries, scripts, the live2d model, the counter, media. */
async function startStandIn(): Promise<{ base: string; close: () => void }> {
  const server = createHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const send = (type: string, body: string | Buffer) => {
      res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' })
      res.end(body)
    }
    if (url.pathname === '/summary')
      return send('application/json', '{"summary":"A stand-in summary."}')
    if (url.pathname === '/live2d/model.json') return send('application/json', '{}')
    if (url.pathname === '/live2d/live2d.js')
      return send('text/javascript', 'window.loadlive2d = function () {}')
    if (url.pathname === '/busuanzi') {
      const callback = url.searchParams.get('jsonpCallback') ?? 'x'
      return send('text/javascript', `${callback}({"site_pv":1,"site_uv":1,"page_pv":1})`)
    }
    if (url.pathname.endsWith('.js')) return send('text/javascript', '/* stand-in */')
    return send('application/octet-stream', Buffer.alloc(0))
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() }
}

/**
 * Every plugin family, configured. Not the webmention link: its setting also turns on the
 * webmention comment section, which is the comment systems' cost, not the plugins'.
 */
function allPlugins(standIn: string): Record<string, string> {
  return {
    ANALYTICS_GOOGLE_ID: 'G-BENCH1',
    ANALYTICS_UMAMI_ID: 'bench',
    ANALYTICS_UMAMI_SCRIPT_URL: `${standIn}/umami.js`,
    ANALYTICS_BUSUANZI_ENABLED: 'true',
    ANALYTICS_BUSUANZI_URL: `${standIn}/busuanzi`,
    ADSENSE_CLIENT_ID: 'ca-pub-1234',
    ADSENSE_SLOT_ARTICLE: '1234',
    COZE_BOT_ID: 'bench',
    COZE_SDK_URL: `${standIn}/coze.js`,
    MUSIC_PLAYER_ENABLED: 'true',
    MUSIC_PLAYER_TRACKS: JSON.stringify([
      { name: 'Bench', url: `${standIn}/music/1.mp3`, cover: `${standIn}/music/1.png` },
    ]),
    LIVE2D_ENABLED: 'true',
    LIVE2D_MODEL_URL: `${standIn}/live2d/model.json`,
    LIVE2D_SCRIPT_URL: `${standIn}/live2d/live2d.js`,
    FIREWORKS_ENABLED: 'true',
    SAKURA_ENABLED: 'true',
    NEST_ENABLED: 'true',
    RIBBON_ENABLED: 'true',
    STARRY_SKY_ENABLED: 'true',
    MOUSE_FOLLOW_ENABLED: 'true',
    IMG_SHADOW_ENABLED: 'true',
    SPOILER_TEXT_TAG: '[sp]',
    CUSTOM_EXTERNAL_JS: `${standIn}/custom.js`,
    VISITOR_MAP_SCRIPT_URL: `${standIn}/map.js`,
    AI_SUMMARY_API: `${standIn}/summary`,
    AI_SUMMARY_KEY: 'bench-key',
  }
}

function runEnv(distDir: string, settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NOTION_PAGE_ID: '',
    ...settings,
    FOLIO_DIST_DIR: distDir,
    FOLIO_CACHE_DIR: path.join(root, distDir, 'folio-cache'),
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

function build(distDir: string, settings: Record<string, string>): number {
  const started = performance.now()
  const r = spawnSync('npx', ['next', 'build', '--webpack'], {
    cwd: root,
    env: runEnv(distDir, settings),
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`build of ${distDir} failed:\n${r.stdout}\n${r.stderr}`)
  return (performance.now() - started) / 1000
}

function sized(url: string, body: Buffer): Script {
  return {
    url,
    raw: body.length,
    gzip: gzipSync(body).length,
    hash: createHash('sha256').update(body).digest('hex'),
  }
}

async function waitForServer(url: string) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server did not start: ${url}`)
}

/** A script fetched by the browser: the chunk file of the build when it is one. */
function pathOfChunk(distDir: string, url: string): string {
  return path.join(
    root,
    distDir,
    decodeURIComponent(new URL(url).pathname.replace(/^\/_next\//, '')),
  )
}

async function measure(
  browser: Browser,
  distDir: string,
  settings: Record<string, string>,
  standIn: string,
): Promise<RouteFigures[]> {
  const port = await freePort()
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '-p', String(port)], {
    cwd: root,
    env: runEnv(distDir, settings),
    detached: true,
    stdio: 'ignore',
  })
  const site = `http://127.0.0.1:${port}`
  try {
    await waitForServer(`${site}/robots.txt`)
    const routes: RouteFigures[] = []
    for (const route of PATHS) {
      const html = await (await fetch(site + route)).text()
      const srcs = fetchedScripts(html).map((src) => new URL(src, site).href)
      const firstLoad = srcs.map((url) => sized(url, readFileSync(pathOfChunk(distDir, url))))
      const page = await browser.newPage()
      let outside = 0
      // Hard-wired outside hosts get an empty answer; nothing goes out.
      await page.route(
        (url) => /^https?:$/.test(url.protocol) && url.origin !== site && url.origin !== standIn,
        (r) => {
          outside += 1
          return r.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
        },
      )
      page.on('request', (r) => {
        if (r.url().startsWith(standIn)) outside += 1
      })
      const bodies: Promise<Script | null>[] = []
      page.on('response', (r) => {
        const url = r.url()
        if (r.request().resourceType() !== 'script' || !url.startsWith(site) || srcs.includes(url))
          return
        bodies.push(
          r.body().then(
            (b) => sized(url, b),
            () => null,
          ),
        )
      })
      await page.goto(site + route, { waitUntil: 'networkidle' })
      await page.mouse.click(5, 300)
      await page.waitForTimeout(1500)
      await page.waitForLoadState('networkidle')
      const lazy = (await Promise.all(bodies)).filter((s): s is Script => s !== null)
      routes.push({ path: route, firstLoad, lazy, outside })
      await page.close()
    }
    return routes
  } finally {
    if (server.pid) process.kill(-server.pid)
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const sum = (scripts: Script[], key: 'raw' | 'gzip') =>
  scripts.reduce((total, s) => total + s[key], 0)
const chunkName = (url: string) =>
  path.basename(new URL(url).pathname).replace(/-[0-9a-f]{8,}\.js$/, '.js')

/** Which next/dynamic import each chunk file serves, from the build's loadable manifest. */
function dynamicImporters(distDir: string): Map<string, string[]> {
  const file = path.join(root, distDir, 'react-loadable-manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { files?: string[] }>
  const byFile = new Map<string, string[]>()
  for (const [request, entry] of Object.entries(manifest)) {
    for (const chunk of entry.files ?? []) {
      const name = path.basename(chunk)
      byFile.set(name, [...(byFile.get(name) ?? []), request])
    }
  }
  return byFile
}

function print(
  none: RouteFigures[],
  all: RouteFigures[],
  seconds: [number, number],
  importers: Map<string, string[]>,
) {
  console.log(
    `\nBuilds: no plugins ${seconds[0].toFixed(0)} s, every family configured ${seconds[1].toFixed(0)} s\n`,
  )
  console.log(
    '| route | build | first-load JS (raw) | gzip | scripts | site JS fetched after load (raw) | gzip | chunks | outside requests (stand-ins) |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const [label, figures] of [
    ['no plugins', none],
    ['all plugins', all],
  ] as const) {
    for (const r of figures) {
      console.log(
        `| ${r.path} | ${label} | ${kb(sum(r.firstLoad, 'raw'))} | ${kb(sum(r.firstLoad, 'gzip'))} | ${r.firstLoad.length} | ` +
          `${kb(sum(r.lazy, 'raw'))} | ${kb(sum(r.lazy, 'gzip'))} | ${r.lazy.length} | ${r.outside} |`,
      )
    }
  }
  for (const [i, plain] of none.entries()) {
    const configured = all[i]
    if (!configured) continue
    const same =
      plain.firstLoad.map((s) => s.hash).join() === configured.firstLoad.map((s) => s.hash).join()
    const before = new Set(plain.lazy.map((s) => s.hash))
    const added = configured.lazy.filter((s) => !before.has(s.hash))
    console.log(
      `\n${plain.path}: first-load JS byte-identical with and without plugins: ${same ? 'yes' : 'NO'}`,
    )
    const plainHashes = new Set(plain.firstLoad.map((s) => s.hash))
    for (const s of configured.firstLoad.filter((x) => !plainHashes.has(x.hash))) {
      const via = importers.get(path.basename(new URL(s.url).pathname))?.join(', ')
      console.log(
        `  first-load script that differs: ${chunkName(s.url)} ${kb(s.raw)} / ${kb(s.gzip)} gzip (${via ?? 'not a next/dynamic chunk'})`,
      )
    }
    console.log(
      `  lazy chunks only the configured build fetched: ${added.length}, ${kb(sum(added, 'raw'))} raw / ${kb(sum(added, 'gzip'))} gzip`,
    )
    for (const s of added.sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${chunkName(s.url)}  ${kb(s.raw)} / ${kb(s.gzip)} gzip`)
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const keep = process.argv.includes('--keep')
  const standIn = await startStandIn()
  const dirs = ['.next-bench-plugins-none', '.next-bench-plugins-all'] as const
  const settings = [{}, allPlugins(standIn.base)]
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const seconds = [build(dirs[0], settings[0] ?? {}), build(dirs[1], settings[1] ?? {})] as [
      number,
      number,
    ]
    const none = await measure(browser, dirs[0], settings[0] ?? {}, standIn.base)
    const all = await measure(browser, dirs[1], settings[1] ?? {}, standIn.base)
    print(none, all, seconds, dynamicImporters(dirs[1]))
  } finally {
    await browser.close()
    standIn.close()
    if (!keep)
      for (const dir of dirs) rmSync(path.join(root, dir), { recursive: true, force: true })
  }
}
