// What `npm run build` costs on a large workspace read through the live path (the Notion stub
// on 127.0.0.1): wall time, the peak resident memory of the build's whole process tree (Next's
// workers included) and Notion calls by endpoint, for a cold build (empty data cache) and an
// unchanged rebuild (the same cache, nothing edited). Both steps of the build are run: the
// search prebuild (into a folder of its own, never the project's public/) and `next build`.
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { NotionStub } from '@/lib/notion/stub'
import { treeProcesses, type ProcessRss } from '../memory'

export interface StepCost {
  step: string
  seconds: number
  peakMb: number
  /** The processes at the peak, largest first (MB): where the memory was. */
  atPeak: { command: string; mb: number }[]
  /** The step's lines that time its phases (Next's "Compiled … in", the search index's), each with when it came. */
  phases: string[]
}

/** Lines of `next build` and the search prebuild that say how long a phase took. */
const PHASE_LINE = /Compiled|Collecting|Generating static pages .*\bin\b|Finalizing|Route \(pages\)|\[search\]/

export interface BuildCost {
  seconds: number
  peakMb: number
  steps: StepCost[]
  calls: Record<string, number>
}

const root = path.join(import.meta.dirname, '..', '..')
const SAMPLE_EVERY_MS = 250

/** Runs a command to its end, sampling its process tree's memory; throws on a failure, with its output. */
export function measuredRun(step: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<StepCost> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const phases: string[] = []
    const keep = (chunk: Buffer) => {
      const text = chunk.toString()
      output = (output + text).slice(-20_000)
      // Each phase line with when it came: what lies between two lines is the phase's time.
      const at = ((performance.now() - started) / 1000).toFixed(1)
      for (const line of text.split('\n').map((l) => l.trim())) if (PHASE_LINE.test(line)) phases.push(`${at} s: ${line}`)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let peakKb = 0
    let atPeak: ProcessRss[] = []
    const timer = setInterval(() => {
      if (!child.pid) return
      const tree = treeProcesses(child.pid)
      const kb = tree.reduce((sum, p) => sum + p.rssKb, 0)
      if (kb > peakKb) [peakKb, atPeak] = [kb, tree]
    }, SAMPLE_EVERY_MS)
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(timer)
      if (code !== 0) return reject(new Error(`${step} failed (${code}):\n${output}`))
      const largest = atPeak.filter((p) => p.rssKb > 50 * 1024).sort((a, b) => b.rssKb - a.rssKb)
      resolve({
        step,
        seconds: (performance.now() - started) / 1000,
        peakMb: peakKb / 1024,
        atPeak: largest.map((p) => ({ command: p.command, mb: p.rssKb / 1024 })),
        phases,
      })
    })
  })
}

export interface BuildSetup {
  stub: NotionStub
  /** NOTION_PAGE_ID, NOTION_API_BASE_URL, FOLIO_CACHE_DIR… for the build. */
  env: Record<string, string>
  distDir: string
  /** Where the search prebuild writes its static files. */
  publicDir: string
}

/** One `npm run build` (search prebuild, then next build) with the stub's calls counted. */
export async function measureBuild({ stub, env, distDir, publicDir }: BuildSetup): Promise<BuildCost> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, FOLIO_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }
  delete childEnv.NOTION_SNAPSHOT_DIR
  stub.resetCalls()
  const steps = [
    await measuredRun('search prebuild', 'npx', ['tsx', 'bench/scale/prebuild.ts', publicDir], childEnv),
    await measuredRun('next build', 'npx', ['next', 'build', '--webpack'], childEnv),
  ]
  return {
    seconds: steps.reduce((sum, s) => sum + s.seconds, 0),
    peakMb: Math.max(...steps.map((s) => s.peakMb)),
    steps,
    calls: stub.callCounts(),
  }
}

export const totalCalls = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0)

/** `17,678 (loadPageChunk 9,517, …)`. */
export function describeCalls(calls: Record<string, number>): string {
  const detail = Object.entries(calls).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
  return `${totalCalls(calls).toLocaleString('en')}${detail.length ? ` (${detail.join(', ')})` : ''}`
}
