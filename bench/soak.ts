// Load and soak: `--minutes` (default 10) of load at `--connections` (default 64) on `/` and an
// article against the production server on the live Notion path (the stub in this process),
// sampling the server's memory; then the same while the stub answers 500 to everything: the
// pages must keep being served from the last good data. Speed is reported, never asserted;
// each phase gets a PASS/FAIL line for errors, 5xx and memory growth after the first minute.
//   npx tsx bench/soak.ts [--minutes 10] [--connections 64] [--port 3420] [--dist .next-soak]
//                         [--existing] [--revalidate 5] [--sample-seconds 5]
// --existing serves the build already in --dist (built on the live path) instead of building it.
import path from 'node:path'
import { runLoad, type LoadReport } from './load'
import { startLiveSite, removeBuild } from './live-site'
import { memoryGrowth, sampleMemory, type MemoryGrowth, type MemorySample } from './memory'

/** What the soak asks for, and a text each answer must hold. */
export const SOAK_PAGES: readonly { path: string; contains: string }[] = [
  { path: '/', contains: 'id="theme-' },
  { path: '/article/block-tour', contains: 'A tour of every block' },
]

/** Memory may grow at most this much (percent) from the minute after the first one to the last minute. */
export const MAX_MEMORY_GROWTH_PERCENT = 20

export interface PhaseOptions {
  base: string
  connections: number
  durationMs: number
  /** The server process whose memory is sampled; none: no memory figures. */
  pid?: number
  sampleEveryMs?: number
  /**
   * Memory growth is measured from this point on, over windows as long (default: a minute, or a
   * fifth of a short run).
   */
  warmupMs?: number
}

export interface PhaseReport {
  load: LoadReport
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
  const load = await runLoad({ base, paths: SOAK_PAGES.map((p) => p.path), connections, durationMs })
  const samples = sampler?.stop() ?? []
  const warmupMs = options.warmupMs ?? Math.min(60_000, durationMs / 5)
  return {
    load,
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
    memory: !report.memory || report.memory.growthPercent < MAX_MEMORY_GROWTH_PERCENT,
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`

/** About ten samples spread over the phase, as "t s: N MB". */
function rssOverTime(samples: readonly MemorySample[]): string {
  const step = Math.max(1, Math.floor(samples.length / 10))
  const picked = samples.filter((_, i) => i % step === 0 || i === samples.length - 1)
  return picked.map((s) => `${(s.atMs / 1000).toFixed(0)} s: ${(s.rssKb / 1024).toFixed(0)}`).join(', ') + ' MB'
}
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

export function printPhase(title: string, report: PhaseReport, notes: string[] = []): boolean {
  const { load, memory } = report
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
  if (memory) {
    console.log(`| server RSS, median of the minute after warm-up / of the last minute | ${mb(memory.baselineKb)} / ${mb(memory.endKb)} |`)
    console.log(`| server RSS, last sample / peak after warm-up | ${mb(memory.lastKb)} / ${mb(memory.peakKb)} |`)
    console.log(`| memory growth after warm-up (medians) | ${memory.growthPercent.toFixed(1)} % |`)
    console.log(`| server RSS over time | ${rssOverTime(report.samples)} |`)
  }
  for (const note of notes) console.log(`| ${note} |`)
  console.log('')
  console.log(`- ${verdict(ok.errors)}: no network error or timeout`)
  console.log(`- ${verdict(ok.serverErrors)}: no 5xx answer`)
  console.log(`- ${verdict(ok.pages)}: every page answers 200 with its text afterwards${report.wrongPages.length ? ` (wrong: ${report.wrongPages.join(', ')})` : ''}`)
  if (memory) console.log(`- ${verdict(ok.memory)}: memory growth under ${MAX_MEMORY_GROWTH_PERCENT} %`)
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
  const site = await startLiveSite({ distDir, port, revalidateSeconds, build: !existing })
  let passed = true
  try {
    const wrong = await checkPages(site.base)
    if (wrong.length) throw new Error(`the site does not serve its pages before the load: ${wrong.join(', ')}`)

    site.stub.resetCalls()
    const healthy = await runSoakPhase({ base: site.base, connections, durationMs, pid: site.pid, sampleEveryMs })
    passed = printPhase('Notion answering', healthy, [`Notion calls during the phase | ${site.stub.calls.length}`]) && passed

    site.stub.resetCalls()
    const keptBefore = site.keptLastGood()
    site.stub.addFault({ status: 500 })
    const failing = await runSoakPhase({ base: site.base, connections, durationMs, pid: site.pid, sampleEveryMs })
    const refused = site.stub.calls.filter((c) => c.status === 500).length
    passed =
      printPhase('Notion answering 500 to everything', failing, [
        `Notion calls during the phase (all answered 500) | ${refused}`,
        `times the server kept the last good data | ${site.keptLastGood() - keptBefore}`,
      ]) && passed
  } finally {
    await site.close()
    if (!existing) removeBuild(distDir)
  }
  console.log(`\nOverall: ${passed ? 'PASS' : 'FAIL'}`)
  if (!passed) process.exitCode = 1
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await main()
