// The processes of a several-instances run: a redis-server of its own on a loopback port, and
// production servers (scripts/serve.ts) of one build on the live Notion path against a stub.
// Used by e2e/redis/shared-cache.ts and bench/redis.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import path from 'node:path'
import { DEMO_ROOT_ID } from '@/lib/data/settings'

const root = path.join(import.meta.dirname, '..', '..')

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends one inline command and resolves with the first line of the answer ('' when refused). */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(1000, () => socket.destroy())
    socket.on('connect', () => socket.write(`${command}\r\n`))
    socket.on('data', (data) => {
      resolve(data.toString('utf8').split('\r\n')[0] ?? '')
      socket.end()
    })
    socket.on('error', () => resolve(''))
    socket.on('close', () => resolve(''))
  })
}

export interface Process {
  child: ChildProcess
  log(): string[]
  stop(): Promise<void>
}

function watch(child: ChildProcess): Process {
  const lines: string[] = []
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(line)
      if (lines.length > 300) lines.shift()
    }
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  // Never outlive the run, whatever ends it.
  process.once('exit', () => child.kill('SIGKILL'))
  return {
    child,
    log: () => lines,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, pause(12_000)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

/** A throwaway redis-server: no persistence, loopback only. */
export async function startRedis(port: number): Promise<Process> {
  if ((await redisCommand(port, 'PING')) !== '') throw new Error(`port ${port} is already in use`)
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const redis = watch(child)
  for (let i = 0; i < 100; i++) {
    if ((await redisCommand(port, 'PING')) === '+PONG') return redis
    if (child.exitCode !== null) break
    await pause(100)
  }
  await redis.stop()
  throw new Error(`redis-server did not start on ${port}:\n${redis.log().join('\n')}`)
}

export interface InstanceOptions {
  port: number
  distDir: string
  notionUrl: string
  cacheDir: string
  /** Unset: an instance without Redis. */
  redisUrl?: string
  env?: Record<string, string>
}

/** One production server of the build on the live path (the demo workspace served by the stub). */
export async function startInstance(o: InstanceOptions): Promise<Process & { base: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    FOLIO_DIST_DIR: o.distDir,
    FOLIO_CACHE_DIR: o.cacheDir,
    NOTION_PAGE_ID: DEMO_ROOT_ID,
    NOTION_API_BASE_URL: o.notionUrl,
    NOTION_RETRIES: '1',
    NOTION_TIMEOUT_MS: '5000',
    ...o.env,
  }
  delete env.NOTION_SNAPSHOT_DIR
  delete env.PORT
  delete env.HOST
  if (o.redisUrl) env.REDIS_URL = o.redisUrl
  else delete env.REDIS_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '-H', '127.0.0.1', '-p', String(o.port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance = { ...watch(child), base: `http://127.0.0.1:${o.port}` }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    // The health check never asks Notion: waiting on it does not count as a refresh.
    const answer = await fetch(`${instance.base}/api/health`).catch(() => undefined)
    if (answer) return instance
    await pause(250)
  }
  await instance.stop()
  throw new Error(`server on ${o.port} did not start:\n${instance.log().join('\n')}`)
}
