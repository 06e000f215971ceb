// Several instances on Redis against one without it (README, "Several instances on Redis"):
// Notion calls for one refresh of the site index, requests per second on `/` and p99 latency.
// Needs a build and redis-server (scripts/install-redis.sh):
//   npx tsx bench/redis.ts [--seconds 10] [--connections 16]   (FOLIO_DIST_DIR: the build, .next)
// On one machine the instances share its cores: the figures compare costs, not a cluster.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_SNAPSHOT_DIR } from '@/lib/data/settings'
import { startNotionStub, type NotionStub } from '@/lib/notion/stub'
import { redisServerInstalled, startInstance, startRedis, type Process } from '../e2e/redis/processes'

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' } } })
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
const REDIS_PORT = 6392
const FIRST_PORT = 3445

interface Setup {
  name: string
  instances: number
  redis: boolean
}

interface Row {
  setup: string
  notionCallsPerRefresh: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** Keep-alive load on `/`, spread over the instances like a round-robin balancer. */
async function load(bases: string[]): Promise<Pick<Row, 'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'errors'>> {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const until = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < until) {
      const base = bases[next++ % bases.length]
      const started = performance.now()
      try {
        const answer = await fetch(`${base}/`)
        await answer.arrayBuffer()
        if (answer.status >= 500) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  latencies.sort((x, y) => x - y)
  return { requestsPerSecond: latencies.length / SECONDS, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), errors }
}

async function measure(setup: Setup, stub: NotionStub, distDir: string): Promise<Row> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'folio-bench-redis-'))
  const redis = setup.redis ? await startRedis(REDIS_PORT) : undefined
  const instances: Process[] = []
  try {
    for (let i = 0; i < setup.instances; i++) {
      instances.push(
        await startInstance({
          port: FIRST_PORT + i,
          distDir,
          notionUrl: stub.url,
          cacheDir: path.join(tmp, `cache-${i}`),
          redisUrl: redis ? `redis://127.0.0.1:${REDIS_PORT}` : undefined,
          env: { NOTION_INDEX_TTL_SECONDS: '3600' },
        }),
      )
    }
    const bases = instances.map((_, i) => `http://127.0.0.1:${FIRST_PORT + i}`)
    // Every instance asked for the site at once, cold: what one refresh costs in Notion calls.
    stub.resetCalls()
    await Promise.all(bases.map((base) => fetch(`${base}/api/posts?list=home&page=1`).then((r) => r.arrayBuffer())))
    const notionCallsPerRefresh = stub.calls.length
    await load(bases) // warm-up: pages regenerated, connections opened
    return { setup: setup.name, notionCallsPerRefresh, ...(await load(bases)) }
  } finally {
    await Promise.all(instances.map((i) => i.stop()))
    await redis?.stop()
    rmSync(tmp, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  if (!redisServerInstalled()) throw new Error('redis-server is not installed: bash scripts/install-redis.sh')
  const distDir = process.env.FOLIO_DIST_DIR || '.next'
  const stub = await startNotionStub({ dir: DEMO_SNAPSHOT_DIR })
  const setups: Setup[] = [
    { name: 'one instance, no Redis', instances: 1, redis: false },
    { name: 'two instances, no Redis', instances: 2, redis: false },
    { name: 'two instances on Redis', instances: 2, redis: true },
  ]
  const rows: Row[] = []
  try {
    for (const setup of setups) rows.push(await measure(setup, stub, distDir))
  } finally {
    await stub.close()
  }
  console.log(`\n## Several instances on Redis (${distDir}, ${CONNECTIONS} keep-alive connections, ${SECONDS} s on /)\n`)
  console.log('| Setup | Notion calls per refresh | Requests/s on / | p50 | p99 | 5xx or errors |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of rows) {
    console.log(`| ${r.setup} | ${r.notionCallsPerRefresh} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.errors} |`)
  }
}

void main()
