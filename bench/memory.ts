// The resident memory of a process (and its children) from /proc, sampled every few seconds: for
// information only (bench/full-gc.ts holds the soak's leak measure; RSS swings with V8's heap sizing).
import { readdirSync, readFileSync } from 'node:fs'

export interface MemorySample {
  /** Milliseconds since sampling started. */
  atMs: number
  rssKb: number
}

/** VmRSS of one process in kB (0 once it has gone). */
export function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) children.push(Number(name))
    } catch {
      // the process ended while being read
    }
  }
  return children
}

/** RSS of a process and every descendant: Next may start workers of its own. */
export function treeRssKb(pid: number): number {
  return treeProcesses(pid).reduce((sum, p) => sum + p.rssKb, 0)
}

export interface ProcessRss {
  pid: number
  /** Its command line, shortened. */
  command: string
  rssKb: number
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 120)
  } catch {
    return ''
  }
}

/** A process and every descendant, each with its RSS: where a tree's memory is. */
export function treeProcesses(pid: number): ProcessRss[] {
  return [{ pid, command: commandOf(pid), rssKb: rssKb(pid) }, ...childrenOf(pid).flatMap(treeProcesses)]
}

export interface MemorySampler {
  samples: MemorySample[]
  stop(): MemorySample[]
}

export function sampleMemory(pid: number, everyMs: number): MemorySampler {
  const started = Date.now()
  const samples: MemorySample[] = []
  const take = () => samples.push({ atMs: Date.now() - started, rssKb: treeRssKb(pid) })
  take()
  const timer = setInterval(take, everyMs)
  return {
    samples,
    stop() {
      clearInterval(timer)
      take()
      return samples
    },
  }
}

export interface MemoryGrowth {
  /** Median RSS over the window right after the warm-up. */
  baselineKb: number
  /** Median RSS over the last window. */
  endKb: number
  /** The last sample alone. */
  lastKb: number
  peakKb: number
  /** (end - baseline) / baseline, in percent. */
  growthPercent: number
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN
}

/**
 * Growth from the window after `warmupMs` to the last window, each `windowMs` long, compared by
 * their medians: a garbage-collected server's RSS swings by a quarter between two collections,
 * so two single samples would compare random points of that swing, not its level.
 */
export function memoryGrowth(samples: readonly MemorySample[], warmupMs: number, windowMs = warmupMs): MemoryGrowth {
  const last = samples.at(-1)
  const after = samples.filter((s) => s.atMs >= warmupMs)
  if (!last || after.length === 0) return { baselineKb: NaN, endKb: NaN, lastKb: NaN, peakKb: NaN, growthPercent: NaN }
  const baselineKb = median(after.filter((s) => s.atMs < warmupMs + windowMs).map((s) => s.rssKb))
  const endKb = median(after.filter((s) => s.atMs >= last.atMs - windowMs).map((s) => s.rssKb))
  return {
    baselineKb,
    endKb,
    lastKb: last.rssKb,
    peakKb: Math.max(...after.map((s) => s.rssKb)),
    growthPercent: ((endKb - baselineKb) / baselineKb) * 100,
  }
}
