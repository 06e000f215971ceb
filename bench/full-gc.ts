// The soak's leak measure: the V8 heap left after each full (Mark-Compact) collection, read from
// the server's `--trace-gc` lines. RSS is no such measure: V8 grows its heap lazily and gives
// pages back late, so the resident size swings by a third under steady load with no leak; what
// survives a full collection is what the program still holds.

/** One full collection, as `--trace-gc` prints it. */
export interface FullGc {
  /** The isolate that collected ("12990:0x1ba53e70"): worker threads have heaps of their own. */
  isolate: string
  /** Milliseconds since the isolate started (V8's own clock). */
  isolateMs: number
  /** Heap in use before and after the collection, in MB. */
  beforeMb: number
  afterMb: number
  /** "Mark-Compact (reduce)": a collection V8 ran to shrink the heap (memory pressure or idle). */
  reduce: boolean
}

/** A full collection with the time it reached the soak, in ms since the phase started. */
export interface TimedFullGc {
  atMs: number
  heapAfterMb: number
}

// e.g. "[123:0x5581c0a0]    12345 ms: Mark-Compact (reduce) 95.1 (110.2) -> 82.3 (108.0) MB, ..."
// Scavenges and minor collections are young-generation only and say nothing about a leak.
const FULL_GC = /^\[(\d+:0x[0-9a-f]+)\]\s+([\d.]+) ms: (?<!Minor )Mark-Compact( \(reduce\))? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/
const ANY_GC = /^\[(\d+:0x[0-9a-f]+)\]\s+[\d.]+ ms: /

/** A `--trace-gc` line of a full collection, or undefined for any other line. */
export function parseFullGc(line: string): FullGc | undefined {
  const match = FULL_GC.exec(line)
  if (!match) return undefined
  return {
    isolate: match[1] as string,
    isolateMs: Number(match[2]),
    reduce: match[3] !== undefined,
    beforeMb: Number(match[4]),
    afterMb: Number(match[5]),
  }
}

/**
 * The isolate of any `--trace-gc` line (scavenges too), or undefined. The first one a server
 * prints is its main thread's: it collects while starting, before any worker exists.
 */
export function gcIsolate(line: string): string | undefined {
  return ANY_GC.exec(line)?.[1]
}

export interface HeapWindow {
  /** Median heap after the full collections taken for this window, in MB. */
  medianMb: number
  collections: number
  /** Set when the window held no full collection and the nearest one stood in for it. */
  fallback?: string
}

export interface HeapGrowth {
  baseline: HeapWindow
  end: HeapWindow
  /** (end - baseline) / baseline in percent; NaN when it cannot be measured (see `unmeasured`). */
  growthPercent: number
  /** Why there is no growth figure (fewer than two full collections after the warm-up). */
  unmeasured?: string
  /** Full collections after the warm-up, and the lowest and highest heap they left. */
  collections: number
  minMb: number
  maxMb: number
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN
}

function window(picked: readonly TimedFullGc[], fallback?: string): HeapWindow {
  return { medianMb: median(picked.map((gc) => gc.heapAfterMb)), collections: picked.length, ...(fallback ? { fallback } : {}) }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

/**
 * Growth of the heap after full collections from the window right after `warmupMs` to the last
 * window before `endMs`, each `windowMs` long, compared by their medians. A window without a full
 * collection takes the nearest one after the warm-up instead (and says so): the first after the
 * baseline window, the last before the end window. No collection is ever forced: that would
 * measure a server the soak does not run.
 */
export function heapGrowth(gcs: readonly TimedFullGc[], warmupMs: number, endMs: number, windowMs = warmupMs): HeapGrowth {
  const after = [...gcs].filter((gc) => gc.atMs >= warmupMs && gc.atMs <= endMs).sort((a, b) => a.atMs - b.atMs)
  const endFrom = Math.max(warmupMs, endMs - windowMs)
  const inBaseline = after.filter((gc) => gc.atMs < warmupMs + windowMs)
  const inEnd = after.filter((gc) => gc.atMs >= endFrom)
  const first = after[0]
  const last = after.at(-1)
  const baseline = inBaseline.length
    ? window(inBaseline)
    : window(first ? [first] : [], `no full GC in ${seconds(warmupMs)}-${seconds(warmupMs + windowMs)}; the nearest, at ${first ? seconds(first.atMs) : 'none'}`)
  const end = inEnd.length
    ? window(inEnd)
    : window(last ? [last] : [], `no full GC in ${seconds(endFrom)}-${seconds(endMs)}; the nearest, at ${last ? seconds(last.atMs) : 'none'}`)
  const heaps = after.map((gc) => gc.heapAfterMb)
  const unmeasured =
    after.length === 0
      ? 'no full GC after the warm-up'
      : after.length === 1
        ? 'a single full GC after the warm-up: nothing to compare it with'
        : undefined
  return {
    baseline,
    end,
    growthPercent: unmeasured ? NaN : ((end.medianMb - baseline.medianMb) / baseline.medianMb) * 100,
    ...(unmeasured ? { unmeasured } : {}),
    collections: after.length,
    minMb: heaps.length ? Math.min(...heaps) : NaN,
    maxMb: heaps.length ? Math.max(...heaps) : NaN,
  }
}
