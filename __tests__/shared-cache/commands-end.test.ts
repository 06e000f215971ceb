// @vitest-environment node
// Every command that touches the data layer ends by itself with REDIS_URL set: with a real
// redis-server up, with nothing listening at the address, and when Redis goes away mid-run
// (the build once waited forever on the Redis connection it had opened).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisCommand, redisServerInstalled, startRedis, type Process } from '@/e2e/redis/processes'
import { DEMO_ROOT_ID, DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'

const root = path.join(import.meta.dirname, '..', '..')
const PORT = 16_400 + (process.pid % 500)
const CLOSED_PORT = PORT + 1
const LIMIT_MS = 45_000

interface Run {
  code: number | null
  ms: number
  output: string
}

/** Runs `tsx <args>` and kills it after LIMIT_MS: a command that hangs ends with code null. */
function run(args: string[], env: Record<string, string>): Promise<Run> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS)
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, ms: Date.now() - started, output })
    }),
  )
}

// CI installs redis-server first (scripts/install-redis.sh); there, a missing one fails the run.
const canRun = redisServerInstalled() || !!process.env.CI

describe.runIf(canRun)('commands with REDIS_URL', () => {
  let redis: Process
  let stub: NotionStub
  let cacheDir: string
  beforeAll(async () => {
    redis = await startRedis(PORT)
    stub = await startNotionStub({ dir: DEMO_SNAPSHOT_DIR })
    cacheDir = mkdtempSync(path.join(tmpdir(), 'folio-redis-commands-'))
  })
  afterAll(async () => {
    await redis?.stop()
    await stub?.close()
    rmSync(cacheDir, { recursive: true, force: true })
  })

  it('the search prebuild on the live path ends, having shared the workspace through Redis', async () => {
    const result = await run(['lib/search/prebuild.ts'], {
      REDIS_URL: `redis://127.0.0.1:${PORT}`,
      FOLIO_CACHE_DIR: cacheDir,
      NOTION_PAGE_ID: DEMO_ROOT_ID,
      NOTION_API_BASE_URL: stub.url,
    })
    expect(result.output).toContain('[search] index')
    expect(result.code, result.output).toBe(0)
    expect(await redisCommand(PORT, 'DBSIZE')).not.toBe(':0')
  }, LIMIT_MS + 5_000)

  it('the search prebuild ends when nothing listens at REDIS_URL', async () => {
    const result = await run(['lib/search/prebuild.ts'], {
      REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}`,
      FOLIO_CACHE_DIR: cacheDir,
    })
    expect(result.output).toContain('[search] index')
    expect(result.code, result.output).toBe(0)
  }, LIMIT_MS + 5_000)

  it('a script whose Redis goes away mid-run ends once its work is done (no reconnect loop holds it)', async () => {
    const script = [
      "import { sharedStore } from '@/lib/shared-cache/store'",
      'const store = await sharedStore()',
      "console.log('set', await store.setJson('probe', { a: 1 }))",
      `const { redisCommand } = await import('@/e2e/redis/processes')`,
      `await redisCommand(${PORT + 2}, 'SHUTDOWN NOSAVE')`,
      "await new Promise((r) => setTimeout(r, 300))",
      "console.log('after', await store.getJson('probe'))",
    ].join('\n')
    const doomed = await startRedis(PORT + 2)
    try {
      const result = await run(['--input-type=module', '-e', script], {
        REDIS_URL: `redis://127.0.0.1:${PORT + 2}`,
      })
      expect(result.output).toContain('set true')
      expect(result.output).toContain('after undefined')
      expect(result.code, result.output).toBe(0)
      expect(result.ms).toBeLessThan(15_000)
    } finally {
      await doomed.stop()
    }
  }, LIMIT_MS + 5_000)
})
