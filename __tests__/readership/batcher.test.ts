// @vitest-environment node
// Views are written in batches: 1,000 views cost a couple of writes to a real SQLite file, a
// refused batch is kept and retried, and the queue stays bounded while the store is down.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { viewBatcher } from '@/lib/readership/batcher'
import type { CountedView, ReadershipStore } from '@/lib/readership/store'
import { tempSqliteStore, type TempStore } from './helpers'

const DAY = '2026-11-20'
const AT = Date.parse('2026-11-20T10:00:00Z')
const views = (n: number, from = 0): CountedView[] =>
  Array.from({ length: n }, (_, i) => ({ day: DAY, path: `/p${(from + i) % 7}`, visitor: `v${from + i}`, at: AT }))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The store, with its writes counted and, while `down`, refused. */
function instrumented(store: ReadershipStore) {
  const calls = { writes: 0, sizes: [] as number[], down: false }
  const record = async (batch: readonly CountedView[]) => {
    if (calls.down) throw new Error('down')
    calls.writes++
    calls.sizes.push(batch.length)
    await store.record(batch)
  }
  return { calls, record }
}

let temp: TempStore
beforeEach(async () => {
  temp = await tempSqliteStore()
})
afterEach(async () => {
  await temp.remove()
})

describe('the view batcher', () => {
  it('writes a burst of 1,000 views in two writes of 500, without waiting for the timer', async () => {
    const { calls, record } = instrumented(temp.store)
    const batcher = viewBatcher({ record, flushMs: 60_000 })
    const started = Date.now()
    for (const v of views(1000)) batcher.add(v)
    while (batcher.pending > 0 || calls.writes < 2) await pause(5)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(calls.sizes).toEqual([500, 500])
    expect((await temp.store.figures('/p0')).site).toEqual({ views: 1000, visitors: 1000 })
  })

  it('writes a trickle once per interval, in one write', async () => {
    const { calls, record } = instrumented(temp.store)
    const batcher = viewBatcher({ record, flushMs: 100 })
    for (const v of views(30)) {
      batcher.add(v)
      await pause(1)
    }
    expect(calls.writes).toBe(0)
    await pause(200)
    expect(calls.writes).toBeLessThanOrEqual(2)
    expect(calls.sizes.reduce((a, b) => a + b, 0)).toBe(30)
  })

  it('keeps a refused batch and writes it once the store answers, without counting it twice', async () => {
    const { calls, record } = instrumented(temp.store)
    const batcher = viewBatcher({ record, flushMs: 30 })
    calls.down = true
    for (const v of views(120)) batcher.add(v)
    await pause(120)
    expect(batcher.pending).toBe(120)
    calls.down = false
    await pause(100)
    await batcher.flush()
    expect(batcher.pending).toBe(0)
    expect((await temp.store.figures('/p0')).site.views).toBe(120)
    // The same views again (a retry after an ambiguous failure): within the reload window.
    await temp.store.record(views(120))
    expect((await temp.store.figures('/p0')).site.views).toBe(120)
  })

  it('drops the oldest views beyond its bound while the store is down, with one warning', async () => {
    const lines: string[] = []
    const batcher = viewBatcher({ record: async () => Promise.reject(new Error('down')), flushMs: 10, maxPending: 100, warn: (line) => lines.push(line) })
    for (const v of views(1000)) batcher.add(v)
    await pause(50)
    expect(batcher.pending).toBe(100)
    expect(lines).toHaveLength(1)
  })
})
