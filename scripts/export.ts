// `npm run export`: the site as static files (default out/) for any static host. Builds the site
// with NEXT_PUBLIC_FOLIO_STATIC_EXPORT=1 into its own folder (lib/export/mode.ts says what
// differs), serves that build on a loopback port, walks every page, list, feed and file from the
// seeds (lib/export/crawl.ts) and writes each answer where a host finds it (lib/export/url-file.ts),
// then adds public/ and Next's /_next/static. Next's own `output: 'export'` cannot be used: it
// forbids what a served Folio relies on (blocking fallback, API routes, the proxy's rewrites).
//   npm run export -- [--out dir] [--site-url https://example.com] [--skip-build] [--dist dir] [--port n]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { loadBaseConfig } from '@/lib/config/load-base-config'
import { crawl } from '@/lib/export/crawl'
import { STATIC_EXPORT_ENV } from '@/lib/export/mode'
import { exportOptions, ExportOptionsError, exportSeeds } from '@/lib/export/options'
import { writeSearchShards } from '@/lib/export/search-shards'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { STATIC_INDEX_PREFIX } from '@/lib/search/static-file'

const MISSING_PAGE = '/__folio_export_missing__'

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`)
}

async function waitForServer(url: string, server: ChildProcess, seconds = 60): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    if (server.exitCode !== null) throw new Error(`the export server stopped (${server.exitCode})`)
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the export server did not answer ${url} within ${seconds} s`)
}

/** Without LINK, the server names the host a request came to: the public one, as a proxy would say. */
function forwardedHeaders(siteUrl: string): Record<string, string> {
  const url = new URL(siteUrl)
  return { 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.replace(':', '') }
}

async function main() {
  const options = exportOptions(process.argv.slice(2), process.env)
  const started = Date.now()
  const env = { ...process.env, [STATIC_EXPORT_ENV]: '1', FOLIO_DIST_DIR: options.distDir, NEXT_TELEMETRY_DISABLED: '1' }
  if (!options.skipBuild) {
    console.log(`[export] building into ${options.distDir} (${STATIC_EXPORT_ENV}=1)`)
    run('npx', ['tsx', 'scripts/gen-theme-registry.ts'], env)
    run('npx', ['next', 'build', '--webpack'], env)
  }
  const routes = JSON.parse(await readFile(path.join(options.distDir, 'routes-manifest.json'), 'utf8')) as { basePath?: string }
  const basePath = routes.basePath ?? ''
  const { config } = loadBaseConfig()

  const origin = `http://127.0.0.1:${options.port}`
  // Something else answering there would be crawled instead of this build.
  if (await fetch(origin).then(() => true, () => false)) throw new Error(`port ${options.port} is in use: pick another with --port`)
  // In its own process group, so stopping it stops npx, tsx and the server alike.
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '-H', '127.0.0.1', '-p', String(options.port)], {
    env, stdio: ['ignore', 'inherit', 'inherit'], detached: true,
  })
  const stopServer = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  }
  const interrupted = () => {
    stopServer()
    process.exit(130)
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  try {
    await waitForServer(`${origin}${basePath}/robots.txt`, server).catch((error: Error) => {
      const hint = options.skipBuild ? ` (was ${options.distDir} built with other settings, e.g. SUB_PATH? export without --skip-build)` : ''
      throw new Error(`${error.message}${hint}`)
    })
    const headers = options.siteUrl ? forwardedHeaders(options.siteUrl) : {}
    // The address the site names itself by (LINK, from the owner's file, environment or Notion
    // Config row): robots.txt ends with it. Links written absolute on it are followed too.
    const robots = await (await fetch(`${origin}${basePath}/robots.txt`, { headers })).text()
    const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1]
    const siteOrigin = sitemap ? new URL(sitemap).origin : ''
    if (!siteOrigin || /^http:\/\/(localhost|127\.)/.test(siteOrigin))
      console.warn('[export] warning: LINK is not set (nor --site-url): feeds and the sitemap name http://localhost')
    const out = path.resolve(options.outDir)
    const siteDir = path.join(out, basePath)
    await rm(out, { recursive: true, force: true })
    await mkdir(siteDir, { recursive: true })
    // public/ as the server has it, but the search index comes from the export server (the
    // copy in public/ is whatever the last build wrote, locked posts' titles included).
    await cp('public', siteDir, { recursive: true, filter: (src) => !path.basename(src).startsWith(STATIC_INDEX_PREFIX) })
    await cp(path.join(options.distDir, 'static'), path.join(siteDir, '_next', 'static'), { recursive: true })

    const write = async (file: string, body: Uint8Array) => {
      const target = path.join(out, file)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, body)
    }
    const seeds = exportSeeds(basePath, languagePrefixes(config))
    const report = await crawl({ origin, basePath, seeds, siteOrigins: siteOrigin ? [siteOrigin] : [], write, headers })
    // A large index: the shards a static host serves instead of the server's answers.
    const searchFiles = await writeSearchShards({ origin, basePath, languages: languagePrefixes(config), write, headers })
    if (searchFiles) console.log(`[export] search index in shards: ${searchFiles} files`)
    // The host's page for every missing URL (at its root, and under the base path too).
    const missing = await fetch(`${origin}${basePath}${MISSING_PAGE}`, { headers })
    const notFoundHtml = Buffer.from(await missing.arrayBuffer())
    if (missing.status !== 404 || !(missing.headers.get('content-type') ?? '').includes('html'))
      throw new Error(`the 404 page answered ${missing.status}`)
    await write('404.html', notFoundHtml)
    if (basePath) await write(`${basePath.slice(1)}/404.html`, notFoundHtml)
    // GitHub Pages' Jekyll step drops folders starting with "_" (/_next) unless told not to run.
    await write('.nojekyll', new Uint8Array())
    if (basePath) await write(`${basePath.slice(1)}/.nojekyll`, new Uint8Array())

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      `[export] ${report.pages.length} pages, ${report.data.length} page data files, ${report.files.length} files, ` +
        `${report.redirects.length} redirects → ${options.outDir} in ${seconds} s`,
    )
    if (report.missing.length) console.log(`[export] linked but not found (left out): ${report.missing.join(', ')}`)
    if (report.unmappable.length) console.warn(`[export] warning: no file name possible, left out: ${report.unmappable.join(', ')}`)
    for (const error of report.errors) console.warn(`[export] warning: ${error}`)
    const home = basePath || '/'
    if (!report.pages.includes(home)) throw new Error(`the home page ${home} was not exported`)
    const entries = await readdir(siteDir)
    if (!entries.includes('index.html')) throw new Error('no index.html written')
  } finally {
    stopServer()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ExportOptionsError ? `[export] ${error.message}` : error)
  process.exit(1)
})
