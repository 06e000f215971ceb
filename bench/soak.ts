// Load and soak: `--minutes` (default 10) of load at `--connections` (default 64) on `/` and an
// article against the production server on the live Notion path (the stub in this process),
// tracing its garbage collections; then the same while the stub answers 500 to everything: the
// pages must keep being served from the last good data. Speed is reported, never asserted;
// each phase gets a PASS/FAIL line for errors, 5xx and the growth of the V8 heap left after full
// collections (bench/full-gc.ts) after the first minute. RSS is printed, never judged.
//   npx tsx bench/soak.ts [--minutes 10] [--connections 64] [--port 3420] [--dist .next-soak]
//                         [--existing] [--revalidate 5] [--sample-seconds 5]
// --existing serves the build already in --dist (built on the live path) instead of building it.
import path from 'node:path'
import { runLoad, type LoadReport } from './load'
import { startLiveSite, removeBuild } from './live-site'
import { memoryGrowth, sampleMemory, type MemoryGrowth, type MemorySample } from './memory'
import { heapGrowth, type HeapGrowth, type TimedFullGc } from './full-gc'

/** What the soak asks for, and a text each answer must hold. */
export const SOAK_PAGES: readonly { path: string; contains: string }[] = [
  { path: '/', contains: 'id="theme-' },
  { path: '/article/block-tour', contains: 'A tour of every block' },
]

/**
 * The heap left after full collections may grow at most this much (percent) from the minute after
 * the first one to the last minute.
 */
export const MAX_MEMORY_GROWTH_PERCENT = 20

export interface PhaseOptions {
  base: string
  connections: number
  durationMs: number
  /** The server process whose memory is sampled; none: no memory figures. */
  pid?: number
  sampleEveryMs?: number
  /** The server's full collections so far (LiveSite.fullGcs); none: no heap figures, no memory verdict. */
  fullGcs?: () => readonly { atEpochMs: number; heapAfterMb: number }[]
  /**
   * Memory growth is measured from this point on, over windows as long (default: a minute, or a
   * fifth of a short run).
   */
  warmupMs?: number
}

export interface PhaseReport {
  load: LoadReport
  /** The leak measure: heap after full collections. */
  heap?: HeapGrowth
  /** Full collections during the phase (ms since it started). */
  fullGcs: TimedFullGc[]
  /** RSS, for information: it swings with V8's lazy heap growth and is not judged. */
  memory?: MemoryGrowth
  samples: MemorySample[]
  /** Pages that, asked once after the load, did not answer 200 with their text. */
  wrongPages: string[]
}

/** The pages asked once: each must answer 200 with its own text. */
export async function checkPages(base: string): Promise<string[]> {
  const wrong: string[] = []
  for (const page of SOAK_PAGES) {
    const response = await fetch(new URL(page.path, base))
    const body = await response.text()
    if (response.status !== 200 || !body.includes(page.contains)) wrong.push(`${page.path} (${response.status})`)
  }
  return wrong
}

export async function runSoakPhase(options: PhaseOptions): Promise<PhaseReport> {
  const { base, connections, durationMs, pid, sampleEveryMs = 5_000 } = options
  const sampler = pid === undefined ? undefined : sampleMemory(pid, sampleEveryMs)
  const startedAt = Date.now()
  const load = await runLoad({ base, paths: SOAK_PAGES.map((p) => p.path), connections, durationMs })
  const endMs = Date.now() - startedAt
  const samples = sampler?.stop() ?? []
  const warmupMs = options.warmupMs ?? Math.min(60_000, durationMs / 5)
  const fullGcs = (options.fullGcs?.() ?? [])
    .map((gc) => ({ atMs: gc.atEpochMs - startedAt, heapAfterMb: gc.heapAfterMb }))
    .filter((gc) => gc.atMs >= 0 && gc.atMs <= endMs)
  return {
    load,
    heap: options.fullGcs ? heapGrowth(fullGcs, warmupMs, endMs) : undefined,
    fullGcs,
    memory: sampler ? memoryGrowth(samples, warmupMs) : undefined,
    samples,
    wrongPages: await checkPages(base),
  }
}

export interface Verdicts {
  errors: boolean
  serverErrors: boolean
  pages: boolean
  memory: boolean
}

export function verdicts(report: PhaseReport): Verdicts {
  return {
    errors: report.load.errors === 0,
    serverErrors: report.load.serverErrors === 0,
    pages: report.wrongPages.length === 0,
    // Not measured (no or a single full collection after the warm-up) is no pass.
    memory: !report.heap || report.heap.growthPercent < MAX_MEMORY_GROWTH_PERCENT,
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

/** About ten samples spread over the phase, as "t s: N MB". */
function rssOverTime(samples: readonly MemorySample[]): string {
  const step = Math.max(1, Math.floor(samples.length / 10))
  const picked = samples.filter((_, i) => i % step === 0 || i === samples.length - 1)
  return picked.map((s) => `${(s.atMs / 1000).toFixed(0)} s: ${(s.rssKb / 1024).toFixed(0)}`).join(', ') + ' MB'
}
/** About ten full collections spread over the phase, as "t s: N MB". */
function heapOverTime(gcs: readonly TimedFullGc[]): string {
  const step = Math.max(1, Math.floor(gcs.length / 10))
  const picked = gcs.filter((_, i) => i % step === 0 || i === gcs.length - 1)
  return picked.map((gc) => `${(gc.atMs / 1000).toFixed(0)} s: ${gc.heapAfterMb.toFixed(0)}`).join(', ') + ' MB'
}

function heapWindow(window: HeapGrowth['baseline']): string {
  const figure = `${window.medianMb.toFixed(1)} MB (${window.collections} full GC${window.collections === 1 ? '' : 's'})`
  return window.fallback ? `${figure}, ${window.fallback}` : figure
}

function heapVerdict(heap: HeapGrowth): string {
  if (heap.unmeasured) return `FAIL: heap growth after full GCs not measured (${heap.unmeasured})`
  const ok = heap.growthPercent < MAX_MEMORY_GROWTH_PERCENT
  return `${verdict(ok)}: heap after full GCs grew ${heap.growthPercent.toFixed(1)} %, under ${MAX_MEMORY_GROWTH_PERCENT} %`
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

export function printPhase(title: string, report: PhaseReport, notes: string[] = []): boolean {
  const { load, memory, heap } = report
  const ok = verdicts(report)
  const statuses = Object.entries(load.statuses).map(([s, n]) => `${s}: ${n}`).join(', ') || 'none'
  console.log(`\n### ${title}\n`)
  console.log('| what | figure |')
  console.log('|---|---|')
  console.log(`| duration | ${load.seconds.toFixed(0)} s |`)
  console.log(`| requests | ${load.requests} (${load.requestsPerSecond.toFixed(1)} per second) |`)
  console.log(`| answers by status | ${statuses} |`)
  console.log(`| latency p50 / p99 / max | ${load.p50Ms.toFixed(1)} / ${load.p99Ms.toFixed(1)} / ${load.maxMs.toFixed(1)} ms |`)
  const slowest = load.slowest.map((s) => `${s.path} at ${s.atSeconds.toFixed(0)} s: ${(s.ms / 1000).toFixed(1)} s`).join('; ')
  console.log(`| slowest answers | ${slowest || 'none'} |`)
  console.log(`| network errors and timeouts | ${load.errors}${load.firstError ? ` (first: ${load.firstError})` : ''} |`)
  if (heap) {
    console.log(`| V8 heap after full GCs, median of the minute after warm-up | ${heapWindow(heap.baseline)} |`)
    console.log(`| V8 heap after full GCs, median of the last minute | ${heapWindow(heap.end)} |`)
    console.log(`| heap growth after warm-up (the pass mark) | ${heap.unmeasured ? `not measured: ${heap.unmeasured}` : `${heap.growthPercent.toFixed(1)} %`} |`)
    console.log(`| full GCs after warm-up; heap left, lowest / highest | ${heap.collections}; ${heap.minMb.toFixed(1)} / ${heap.maxMb.toFixed(1)} MB |`)
    console.log(`| heap after full GCs over time | ${report.fullGcs.length ? heapOverTime(report.fullGcs) : 'no full GC'} |`)
  }
  if (memory) {
    console.log(`| server RSS (information), median of the minute after warm-up / of the last minute | ${mb(memory.baselineKb)} / ${mb(memory.endKb)} |`)
    console.log(`| server RSS (information), last sample / peak after warm-up | ${mb(memory.lastKb)} / ${mb(memory.peakKb)} |`)
    console.log(`| RSS growth after warm-up (medians; information, not a pass mark) | ${memory.growthPercent.toFixed(1)} % |`)
    console.log(`| server RSS over time | ${rssOverTime(report.samples)} |`)
  }
  for (const note of notes) console.log(`| ${note} |`)
  console.log('')
  console.log(`- ${verdict(ok.errors)}: no network error or timeout`)
  console.log(`- ${verdict(ok.serverErrors)}: no 5xx answer`)
  console.log(`- ${verdict(ok.pages)}: every page answers 200 with its text afterwards${report.wrongPages.length ? ` (wrong: ${report.wrongPages.join(', ')})` : ''}`)
  if (heap) console.log(`- ${heapVerdict(heap)}`)
  return Object.values(ok).every(Boolean)
}

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback
}

async function main() {
  const minutes = Number(option('minutes', '10'))
  const connections = Number(option('connections', '64'))
  const port = Number(option('port', '3420'))
  const distDir = option('dist', '.next-soak')
  const existing = process.argv.includes('--existing')
  const revalidateSeconds = Number(option('revalidate', '5'))
  const sampleEveryMs = Number(option('sample-seconds', '5')) * 1000
  const durationMs = minutes * 60_000

  console.log(`## Load and soak: ${minutes} min per phase, ${connections} connections, ${SOAK_PAGES.map((p) => p.path).join(' and ')}`)
  console.log(`(live Notion path against the stub; pages regenerated every ${revalidateSeconds} s; ${existing ? `existing build ${distDir}` : `built into ${distDir}`})`)
  const site = await startLiveSite({ distDir, port, revalidateSeconds, build: !existing, traceGc: true })
  let passed = true
  try {
    const wrong = await checkPages(site.base)
    if (wrong.length) throw new Error(`the site does not serve its pages before the load: ${wrong.join(', ')}`)

    site.stub.resetCalls()
    const healthy = await runSoakPhase({ base: site.base, connections, durationMs, pid: site.pid, sampleEveryMs, fullGcs: site.fullGcs })
    passed = printPhase('Notion answering', healthy, [`Notion calls during the phase | ${site.stub.calls.length}`]) && passed

    site.stub.resetCalls()
    const keptBefore = site.keptLastGood()
    site.stub.addFault({ status: 500 })
    const failing = await runSoakPhase({ base: site.base, connections, durationMs, pid: site.pid, sampleEveryMs, fullGcs: site.fullGcs })
    const refused = site.stub.calls.filter((c) => c.status === 500).length
    passed =
      printPhase('Notion answering 500 to everything', failing, [
        `Notion calls during the phase (all answered 500) | ${refused}`,
        `times the server kept the last good data | ${site.keptLastGood() - keptBefore}`,
      ]) && passed
  } catch (error) {
    const ended = site.ended()
    if (ended) console.error(`The server ended during the soak (${ended}); its last lines:\n${site.log().slice(-40).join('\n')}`)
    throw error
  } finally {
    await site.close()
    if (!existing) removeBuild(distDir)
  }
  console.log(`\nOverall: ${passed ? 'PASS' : 'FAIL'}`)
  if (!passed) process.exitCode = 1
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main()
