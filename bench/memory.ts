// The resident memory of a process (and its children) from /proc, sampled every few seconds.
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
  let total = rssKb(pid)
  for (const child of childrenOf(pid)) total += treeRssKb(child)
  return total
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
  /** The sample the growth is measured from (the first one after the warm-up). */
  baselineKb: number
  endKb: number
  peakKb: number
  /** (end - baseline) / baseline, in percent. */
  growthPercent: number
}

/** Growth from the first sample at or after `warmupMs` to the last sample. */
export function memoryGrowth(samples: readonly MemorySample[], warmupMs: number): MemoryGrowth {
  const baseline = samples.find((s) => s.atMs >= warmupMs) ?? samples.at(-1)
  const end = samples.at(-1)
  if (!baseline || !end) return { baselineKb: NaN, endKb: NaN, peakKb: NaN, growthPercent: NaN }
  const after = samples.filter((s) => s.atMs >= baseline.atMs)
  return {
    baselineKb: baseline.rssKb,
    endKb: end.rssKb,
    peakKb: Math.max(...after.map((s) => s.rssKb)),
    growthPercent: ((end.rssKb - baseline.rssKb) / baseline.rssKb) * 100,
  }
}
