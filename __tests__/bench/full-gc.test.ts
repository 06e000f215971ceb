// @vitest-environment node
// The soak's memory pass mark: the V8 heap left after full collections, read from --trace-gc.
import { describe, expect, it } from 'vitest'
import { gcIsolate, heapGrowth, parseFullGc, type TimedFullGc } from '@/bench/full-gc'
import { verdicts, type PhaseReport } from '@/bench/soak'

describe('parseFullGc', () => {
  it('reads the heap before and after a Mark-Compact', () => {
    const line =
      '[12990:0x1ba53e70]    12345 ms: Mark-Compact 95.1 (110.2) -> 82.3 (108.0) MB, 4.71 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; GC in old space requested'
    expect(parseFullGc(line)).toEqual({ isolate: '12990:0x1ba53e70', isolateMs: 12345, beforeMb: 95.1, afterMb: 82.3, reduce: false })
  })

  it('reads a Mark-Compact (reduce)', () => {
    const line = '[7:0x5581c0a0]  600123 ms: Mark-Compact (reduce) 88.0 (120.5) -> 80.9 (96.0) MB, 30.1 / 0.0 ms  (average mu = 0.9) memory reducer'
    expect(parseFullGc(line)).toEqual({ isolate: '7:0x5581c0a0', isolateMs: 600123, beforeMb: 88, afterMb: 80.9, reduce: true })
  })

  it('names the isolate of every trace line, scavenges included, and of no other line', () => {
    expect(gcIsolate('[7:0x5581c0a0]    26 ms: Scavenge 3.1 (5.2) -> 3.0 (5.2) MB, 0.26 / 0.00 ms')).toBe('7:0x5581c0a0')
    expect(gcIsolate('[7:0x6681c0a0]  9000 ms: Mark-Compact 12.0 (14.0) -> 9.1 (13.0) MB, 3.1 / 0.0 ms')).toBe('7:0x6681c0a0')
    expect(gcIsolate('[serve] Folio is listening on http://127.0.0.1:3420')).toBeUndefined()
  })

  it('ignores young-generation collections and other output', () => {
    expect(parseFullGc('[7:0x5581c0a0]    26 ms: Scavenge 3.1 (5.2) -> 3.0 (5.2) MB, 0.26 / 0.00 ms  allocation failure;')).toBeUndefined()
    expect(parseFullGc('[7:0x5581c0a0]    26 ms: Minor Mark-Compact 3.1 (5.2) -> 3.0 (5.2) MB, 0.2 / 0.0 ms')).toBeUndefined()
    expect(parseFullGc('[serve] Folio is listening on http://127.0.0.1:3420')).toBeUndefined()
    // Half a line (a pipe chunk ending inside it) is no collection.
    expect(parseFullGc('[7:0x5581c0a0]  12345 ms: Mark-Compact 95.1 (110.2) -> 8')).toBeUndefined()
  })
})

/** Full collections every 10 s over `seconds`, each leaving `heap(t)` MB. */
function everyTenSeconds(seconds: number, heap: (atSeconds: number) => number): TimedFullGc[] {
  return Array.from({ length: seconds / 10 }, (_, i) => ({ atMs: (i + 1) * 10_000, heapAfterMb: heap((i + 1) * 10) }))
}

describe('heapGrowth', () => {
  it('compares the median of the minute after the warm-up with the last minute', () => {
    // Flat around 84 MB, with one outlier in each window that a median ignores.
    const gcs = everyTenSeconds(600, (t) => (t === 70 || t === 590 ? 140 : 80 + (t % 30) / 5))
    const growth = heapGrowth(gcs, 60_000, 600_000)
    expect(growth.baseline).toEqual({ medianMb: 82, collections: 6 })
    expect(growth.end.collections).toBe(7) // 540 s to 600 s, both ends in
    expect(growth.unmeasured).toBeUndefined()
    expect(Math.abs(growth.growthPercent)).toBeLessThan(5)
    expect(growth.collections).toBe(55)
    expect(growth.maxMb).toBe(140)
  })

  it('shows a leak: the heap left after full collections keeps rising', () => {
    const growth = heapGrowth(everyTenSeconds(600, (t) => 80 + t / 10), 60_000, 600_000)
    expect(growth.growthPercent).toBeGreaterThan(20)
  })

  it('ignores the warm-up, however high the heap was then', () => {
    const growth = heapGrowth(everyTenSeconds(600, (t) => (t < 60 ? 20 : 90)), 60_000, 600_000)
    expect(growth.growthPercent).toBe(0)
  })

  it('takes the nearest full collection when a window has none, and says so', () => {
    const gcs = [
      { atMs: 30_000, heapAfterMb: 50 },
      { atMs: 200_000, heapAfterMb: 80 },
      { atMs: 400_000, heapAfterMb: 88 },
    ]
    const growth = heapGrowth(gcs, 60_000, 600_000)
    expect(growth.baseline).toMatchObject({ medianMb: 80, collections: 1 })
    expect(growth.baseline.fallback).toMatch(/no full GC in 60 s-120 s; the nearest, at 200 s/)
    expect(growth.end).toMatchObject({ medianMb: 88, collections: 1 })
    expect(growth.end.fallback).toMatch(/no full GC in 540 s-600 s; the nearest, at 400 s/)
    expect(growth.growthPercent).toBeCloseTo(10)
  })

  it('measures nothing with fewer than two full collections after the warm-up', () => {
    expect(heapGrowth([{ atMs: 30_000, heapAfterMb: 50 }], 60_000, 600_000)).toMatchObject({
      unmeasured: 'no full GC after the warm-up',
      growthPercent: NaN,
    })
    expect(heapGrowth([{ atMs: 300_000, heapAfterMb: 50 }], 60_000, 600_000).unmeasured).toMatch(/single full GC/)
  })
})

describe('the soak verdict', () => {
  const report = (heap: PhaseReport['heap'], rssGrowth: number): PhaseReport => ({
    load: { requests: 10, errors: 0, statuses: { 200: 10 }, serverErrors: 0, p50Ms: 1, p99Ms: 2, maxMs: 3, requestsPerSecond: 1, seconds: 10, slowest: [] },
    heap,
    fullGcs: [],
    memory: { baselineKb: 300_000, endKb: 300_000 * (1 + rssGrowth / 100), lastKb: 1, peakKb: 1, growthPercent: rssGrowth },
    samples: [],
    wrongPages: [],
  })
  const flat = heapGrowth(everyTenSeconds(600, () => 84), 60_000, 600_000)
  const leaking = heapGrowth(everyTenSeconds(600, (t) => 80 + t / 10), 60_000, 600_000)

  it('judges memory by the heap after full collections, not by RSS', () => {
    expect(verdicts(report(flat, 40.5)).memory).toBe(true)
    expect(verdicts(report(leaking, 0)).memory).toBe(false)
  })

  it('does not pass a phase whose heap growth could not be measured', () => {
    expect(verdicts(report(heapGrowth([], 60_000, 600_000), 0)).memory).toBe(false)
  })
})
