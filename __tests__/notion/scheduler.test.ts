// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { NotionRequestError, RequestScheduler, retryAfterMs } from '@/lib/notion/scheduler'

function httpError(status: number, retryAfter?: string) {
  return Object.assign(new Error(`HTTP ${status}`), {
    status,
    response: { status, headers: { get: (n: string) => (n === 'retry-after' ? (retryAfter ?? null) : null) } },
  })
}

function scheduler(overrides: Partial<ConstructorParameters<typeof RequestScheduler>[0]> = {}) {
  const waits: number[] = []
  const s = new RequestScheduler({
    concurrency: 2,
    retries: 3,
    retryBaseMs: 10,
    maxRetryDelayMs: 5_000,
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  })
  return { s, waits }
}

describe('RequestScheduler', () => {
  it('never runs more tasks at once than its concurrency', async () => {
    const { s } = scheduler({ concurrency: 2 })
    let running = 0
    let peak = 0
    const task = async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      return 1
    }
    await Promise.all(Array.from({ length: 8 }, (_, i) => s.run(`k${i}`, { endpoint: 'x' }, task)))
    expect(peak).toBe(2)
  })

  it('runs one request for concurrent callers with the same key', async () => {
    const { s } = scheduler()
    let calls = 0
    const task = async () => {
      calls++
      await new Promise((r) => setTimeout(r, 5))
      return calls
    }
    const results = await Promise.all([1, 2, 3].map(() => s.run('same', { endpoint: 'loadPageChunk' }, task)))
    expect(calls).toBe(1)
    expect(results).toEqual([1, 1, 1])
    expect(s.callCounts()).toEqual({ loadPageChunk: 1 })
  })

  it('honours Retry-After on 429 and backs off exponentially on 5xx', async () => {
    const { s, waits } = scheduler()
    const failures = [httpError(429, '2'), httpError(503), httpError(502)]
    const result = await s.run('k', { endpoint: 'queryCollection' }, async () => {
      const next = failures.shift()
      if (next) throw next
      return 'ok'
    })
    expect(result).toBe('ok')
    expect(waits).toEqual([2000, 20, 40])
    expect(s.callCounts()).toEqual({ queryCollection: 4 })
  })

  it('holds every request, of any endpoint, back while a 429 pause runs', async () => {
    const waits: number[] = []
    let endPause = () => {}
    const s = new RequestScheduler({
      concurrency: 4,
      retries: 1,
      retryBaseMs: 10,
      maxRetryDelayMs: 5_000,
      sleep: (ms) => {
        waits.push(ms)
        return new Promise<void>((resolve) => (endPause = resolve))
      },
    })
    const started: string[] = []
    let attempts = 0
    const limited = s.run('a', { endpoint: 'loadPageChunk' }, async () => {
      started.push('a')
      if (attempts++ === 0) throw httpError(429, '2')
      return 'a'
    })
    await new Promise((r) => setTimeout(r, 5))
    const other = s.run('b', { endpoint: 'queryCollection' }, async () => {
      started.push('b')
      return 'b'
    })
    await new Promise((r) => setTimeout(r, 5))
    expect(started).toEqual(['a'])
    expect(waits).toEqual([2000])
    endPause()
    expect(await Promise.all([limited, other])).toEqual(['a', 'b'])
    expect(started.sort()).toEqual(['a', 'a', 'b'])
  })

  it('caps a huge Retry-After at the maximum delay', async () => {
    const { s, waits } = scheduler({ maxRetryDelayMs: 300 })
    let n = 0
    await s.run('k', { endpoint: 'x' }, async () => {
      if (n++ === 0) throw httpError(429, '75')
      return 1
    })
    expect(waits).toEqual([300])
  })

  it('gives up after the retries with an error naming endpoint, subject and status', async () => {
    const { s } = scheduler({ retries: 2 })
    const error = await s
      .run('k', { endpoint: 'loadPageChunk', subject: 'abc' }, async () => {
        throw httpError(500)
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotionRequestError)
    expect((error as Error).message).toMatch(/loadPageChunk \(abc\).*3 attempt.*HTTP 500/)
  })

  it('does not retry client errors', async () => {
    const { s } = scheduler()
    let calls = 0
    await expect(
      s.run('k', { endpoint: 'x' }, async () => {
        calls++
        throw httpError(400)
      }),
    ).rejects.toThrow(/HTTP 400/)
    expect(calls).toBe(1)
  })

  it('retries answers that never came (timeouts, resets)', async () => {
    const { s } = scheduler()
    let calls = 0
    const value = await s.run('k', { endpoint: 'x' }, async () => {
      if (calls++ < 2) throw new Error('The operation was aborted due to timeout')
      return 'late'
    })
    expect(value).toBe('late')
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs(httpError(429, '3'))).toBe(3000)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterMs(httpError(429, 'Thu, 01 Jan 2026 00:00:05 GMT'), now)).toBe(5000)
    expect(retryAfterMs(httpError(429))).toBeUndefined()
  })
})
