// A production server (scripts/serve.ts) on the live Notion path: the demo workspace served by
// the Notion stub in this process, so a caller can make Notion fail (stub.addFault) while the
// site is under load. Used by bench/soak.ts and by the short soak in e2e/soak.spec.ts.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { DEMO_ROOT_ID, DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { gcIsolate, parseFullGc } from './full-gc'

const root = path.join(import.meta.dirname, '..')

export interface LiveSite {
  base: string
  /** The server process (node running scripts/serve.ts itself, not a wrapper). */
  pid: number
  stub: NotionStub
  /** How the server ended, if it has ("exit code 1", "signal SIGKILL"): a load on a dead server only sees refused connections. */
  ended(): string | undefined
  /** How many times the server logged that it kept the last good data after a Notion failure. */
  keptLastGood(): number
  /** The server's last lines of output (without `--trace-gc` lines). */
  log(): string[]
  /** Full collections the server reported (with `traceGc`): when they arrived (epoch ms) and the heap left. */
  fullGcs(): { atEpochMs: number; heapAfterMb: number }[]
  close(): Promise<void>
}

export interface LiveSiteOptions {
  /** The build folder (relative to the project), as FOLIO_DIST_DIR. */
  distDir: string
  port: number
  /** NEXT_REVALIDATE_SECOND and NOTION_INDEX_TTL_SECONDS: how often pages ask Notion again. */
  revalidateSeconds: number
  /** Build `distDir` first, against the stub (the live path from the start). */
  build?: boolean
  /** Run the server with `--trace-gc` and collect its full collections (`fullGcs`). */
  traceGc?: boolean
}

/** Settings that put the site on the live path against `stub`, with short Notion timeouts. */
function liveEnv(stub: NotionStub, cacheDir: string, options: LiveSiteOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    FOLIO_DIST_DIR: options.distDir,
    FOLIO_CACHE_DIR: cacheDir,
    NOTION_PAGE_ID: DEMO_ROOT_ID,
    NOTION_API_BASE_URL: stub.url,
    NEXT_REVALIDATE_SECOND: String(options.revalidateSeconds),
    NOTION_INDEX_TTL_SECONDS: String(options.revalidateSeconds),
    NOTION_RETRIES: '1',
    NOTION_RETRY_BASE_MS: '20',
    NOTION_MAX_RETRY_DELAY_MS: '100',
    NOTION_TIMEOUT_MS: '5000',
  }
  delete env.NOTION_SNAPSHOT_DIR
  delete env.PORT
  delete env.HOST
  return env
}

/** `next build` without blocking this process: the stub answering the build lives here. */
function build(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['next', 'build', '--webpack'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}):\n${output}`))))
  })
}

async function waitForServer(base: string, server: ChildProcess, log: () => string[]): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${log().join('\n')}`)
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not start at ${base}:\n${log().join('\n')}`)
}

export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-live-site-'))
  const stub = await startNotionStub({ dir: DEMO_SNAPSHOT_DIR })
  const env = liveEnv(stub, path.join(tmp, 'cache'), options)
  if (options.build) {
    try {
      await build(env)
    } catch (error) {
      await stub.close()
      throw error
    }
  }
  // The flag goes to the node that serves (no wrapper: tsx is loaded with --import), so the
  // collections traced are the server's own.
  const nodeFlags = options.traceGc ? ['--trace-gc'] : []
  const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'scripts/serve.ts', '-H', '127.0.0.1', '-p', String(options.port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const fullGcs: { atEpochMs: number; heapAfterMb: number }[] = []
  let kept = 0
  let mainIsolate: string | undefined
  // Whole lines only: a chunk may end inside one, and half a trace line would read as a wrong size.
  const collect = (stream: Readable) =>
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      const isolate = options.traceGc ? gcIsolate(line) : undefined
      mainIsolate ??= isolate
      const gc = isolate ? parseFullGc(line) : undefined
      // Worker threads' heaps (a few MB each) are not the server's.
      if (gc && gc.isolate === mainIsolate) fullGcs.push({ atEpochMs: Date.now(), heapAfterMb: gc.afterMb })
      if (isolate || !line) return
      if (line.includes('keeping the last good site data')) kept++
      lines.push(line)
      if (lines.length > 200) lines.shift()
    })
  collect(server.stdout)
  collect(server.stderr)
  let ended: string | undefined
  server.once('exit', (code, signal) => (ended = signal ? `signal ${signal}` : `exit code ${code}`))
  const base = `http://127.0.0.1:${options.port}`
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGTERM')
      await exited
    }
    await stub.close()
    rmSync(tmp, { recursive: true, force: true })
  }
  try {
    await waitForServer(base, server, () => lines)
  } catch (error) {
    await close()
    throw error
  }
  return {
    base,
    pid: server.pid as number,
    stub,
    ended: () => ended,
    keptLastGood: () => kept,
    log: () => [...lines],
    fullGcs: () => [...fullGcs],
    close,
  }
}

/**
 * Copies a build so a second server can regenerate pages without touching the original, and
 * dates its pages `ageMs` back so the first request regenerates them. Left out: the data and
 * build caches, the standalone folder, and the pages the original server regenerated (Next's
 * route cache): the copy starts from the pages as built.
 */
export function copyBuild(from: string, to: string, ageMs: number): void {
  const source = path.join(root, from)
  const target = path.join(root, to)
  rmSync(target, { recursive: true, force: true })
  const skipped = ['cache', 'standalone', path.join('server', 'route-cache')].map((p) => path.join(source, p))
  cpSync(source, target, { recursive: true, filter: (file) => !skipped.includes(file) })
  const old = new Date(Date.now() - ageMs)
  const age = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) age(file)
      else utimesSync(file, old, old)
    }
  }
  age(path.join(target, 'server', 'pages'))
}

export function removeBuild(dir: string): void {
  rmSync(path.join(root, dir), { recursive: true, force: true })
}
