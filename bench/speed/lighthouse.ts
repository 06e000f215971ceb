// Lighthouse mobile (its default config: simulated slow 4G and a 4× slower CPU) on Debian's
// Chromium, one run at a time, each in its own Lighthouse process.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits that cost accessibility, best-practice or SEO points (ids), to say what stands in the way. */
  failing: string[]
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>
  audits: Record<string, { numericValue?: number; score?: number | null } | undefined>
  runtimeError?: { message?: string }
}

const bin = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'lighthouse')
const RUN_LIMIT_MS = 180_000

export function readReport(report: Report): LighthouseRun {
  if (report.runtimeError?.message) throw new Error(`Lighthouse: ${report.runtimeError.message}`)
  const score = (id: string) => Math.round((report.categories[id]?.score ?? NaN) * 100)
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    ),
  }
}

/**
 * One Lighthouse run on `url`, its report (and, with `--save-assets`, its trace and DevTools
 * log) written into `dir` as report.json, report-0.trace.json, report-0.devtoolslog.json.
 */
export async function lighthouseInto(dir: string, url: string, extraArgs: string[] = []): Promise<string> {
  const out = path.join(dir, 'report.json')
  const child = spawn(
    bin,
    [url, '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu', '--quiet', ...extraArgs],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), RUN_LIMIT_MS)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearTimeout(timer)
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}: ${stderr.slice(-2000)}`)
  return out
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-lighthouse-'))
  try {
    const out = await lighthouseInto(dir, url, ['--only-categories=performance,accessibility,best-practices,seo'])
    return readReport(JSON.parse(readFileSync(out, 'utf8')) as Report)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
