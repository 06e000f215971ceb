// A small HTTP load generator: `connections` loops, each on its own keep-alive socket, asking
// for the given paths in turn until the time is up. Node's own http client, so the soak needs
// no new dependency. Every answer's status is counted; a network error or timeout is an error.
import { Agent, request } from 'node:http'

export interface LoadOptions {
  /** e.g. http://127.0.0.1:3420 */
  base: string
  paths: readonly string[]
  connections: number
  durationMs: number
  /** A request slower than this counts as an error (default 30 s). */
  timeoutMs?: number
  /** Sent with every request (e.g. Accept-Encoding: Node's client asks for no encoding). */
  headers?: Record<string, string>
}

export interface LoadReport {
  requests: number
  /** Network errors and timeouts (no HTTP answer at all). */
  errors: number
  firstError?: string
  /** Answers by status code. */
  statuses: Record<number, number>
  /** Answers with a status of 500 or more. */
  serverErrors: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  requestsPerSecond: number
  seconds: number
  /** The slowest answers: which page, when it was asked for (s after the start), how long it took. */
  slowest: { path: string; atSeconds: number; ms: number }[]
}

const SLOWEST_KEPT = 5

interface Answer {
  status: number
  ms: number
}

function get(agent: Agent, url: URL, timeoutMs: number, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, timeout: timeoutMs, headers }, (res) => {
      // The whole body is read: a page counts when it has been sent in full.
      res.on('data', () => {})
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${url.pathname}`)))
    req.on('error', reject)
    req.end()
  })
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[rank] as number
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { base, paths, connections, durationMs, timeoutMs = 30_000, headers = {} } = options
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const urls = paths.map((p) => new URL(p, base))
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let slowest: LoadReport['slowest'] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  const endsAt = started + durationMs

  const loop = async (index: number) => {
    // Each loop starts on a different path so every path is asked for at once.
    for (let n = index; performance.now() < endsAt; n++) {
      const url = urls[n % urls.length] as URL
      try {
        const askedAt = performance.now()
        const answer = await get(agent, url, timeoutMs, headers)
        latencies.push(answer.ms)
        if (slowest.length < SLOWEST_KEPT || answer.ms > (slowest.at(-1)?.ms ?? 0)) {
          const atSeconds = (askedAt - started) / 1000
          slowest = [...slowest, { path: url.pathname, atSeconds, ms: answer.ms }].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_KEPT)
        }
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      } catch (error) {
        errors++
        firstError ??= (error as Error).message
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)))
  } finally {
    agent.destroy()
  }
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const serverErrors = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    requests: latencies.length + errors,
    errors,
    firstError,
    statuses,
    serverErrors,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? NaN,
    requestsPerSecond: latencies.length / seconds,
    seconds,
    slowest,
  }
}
