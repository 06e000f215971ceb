// Markdown tables of bench/speed.ts, one function per section.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { BundleChunk } from '../../scripts/bundle-stats-plugin'
import type { LoadReport } from '../load'
import { chunkForScript, groupModules, isFrameworkScript } from './chunks'
import {
  clsVerdict,
  htmlVerdict,
  jsVerdict,
  mark,
  perfectScoreVerdict,
  performanceVerdict,
  rpsVerdict,
  timingVerdict,
  type Verdict,
} from './goals'
import { htmlBreakdown } from './html'
import type { LighthouseRun } from './lighthouse'
import type { PageFigures } from './site'

const root = path.join(import.meta.dirname, '..', '..')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const sum = (list: { gzipBytes: number }[]) => list.reduce((s, x) => s + x.gzipBytes, 0)

/** Section 1: first-load JS per route, framework floor and ours. */
export function printFirstLoadJs(pages: PageFigures[], floorApp?: PageFigures) {
  console.log('| route | status | fetched (modern browser) | referenced (all script tags) | Chromium downloads until idle | framework floor | ours | goal ≤ 150 kB |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const p of pages) {
    const fetched = sum(p.fetched)
    const floor = sum(p.fetched.filter((s) => isFrameworkScript(s.src)))
    const v = jsVerdict(fetched / 1024)
    console.log(`| ${p.path} | ${p.status} | ${kb(fetched)} | ${kb(p.referencedGzipBytes)} | ${p.browserJsGzipKb.toFixed(1)} kB | ${kb(floor)} | ${kb(fetched - floor)} | ${mark(v)} |`)
  }
  if (floorApp) console.log(`\nThe floor app's page fetches ${kb(sum(floorApp.fetched))} (referenced ${kb(floorApp.referencedGzipBytes)}; Chromium ${floorApp.browserJsGzipKb.toFixed(1)} kB).`)
  console.log('\nAll gzip. Framework floor = framework, main, webpack, _app and the build manifests of this build; ours = fetched − floor.')
}

const isProjectPath = (name: string) => {
  const first = name.split('/')[0] ?? ''
  return first !== '' && !first.startsWith('@') && existsSync(path.join(root, first))
}

/** Section 2: what each chunk `/` fetches holds. */
export function printChunks(page: PageFigures, stats: BundleChunk[] | undefined) {
  if (!stats) {
    console.log('No bundle-stats.json in this build (build with DEV_BUNDLE_ANALYZE=true).')
    return
  }
  console.log('| chunk | gzip | largest modules (uncompressed; packages added up) |')
  console.log('|---|---|---|')
  for (const script of page.fetched) {
    const name = (script.src.split('?')[0] ?? '').replace(/^.*\/_next\/static\//, '')
    const chunk = chunkForScript(stats, script.src)
    const groups = chunk ? groupModules(chunk.modules, isProjectPath) : []
    const held = chunk
      ? groups.map((g) => `${g.name} ${kb(g.size)}${g.modules > 1 ? ` (${g.modules} modules)` : ''}`).join('; ') || '(runtime only)'
      : '(not a webpack chunk: manifest)'
    console.log(`| ${name} | ${kb(script.gzipBytes)} | ${held} |`)
  }
}

/** Section 3: HTML sizes, and where `/`'s bytes go. */
export function printHtml(pages: PageFigures[], goalFor?: string) {
  console.log('| route | raw | gzip | goal |')
  console.log('|---|---|---|---|')
  for (const p of pages) {
    const raw = Buffer.byteLength(p.html)
    const goal = p.path === goalFor ? `${mark(htmlVerdict(raw / 1024))} ≤ 60 kB raw` : ''
    console.log(`| ${p.path} | ${kb(raw)} | ${kb(p.htmlGzipBytes)} | ${goal} |`)
  }
  const home = pages.find((p) => p.path === '/')
  if (!home) return
  const b = htmlBreakdown(home.html)
  const share = (bytes: number) => `${((bytes / b.totalBytes) * 100).toFixed(1)} %`
  console.log('\nWhere the bytes of `/` go (raw):\n')
  console.log('| part | bytes | share |')
  console.log('|---|---|---|')
  console.log(`| \`__NEXT_DATA__\` | ${b.nextDataBytes} | ${share(b.nextDataBytes)} |`)
  console.log(`| inline \`<svg>\` | ${b.inlineSvgBytes} | ${share(b.inlineSvgBytes)} |`)
  console.log(`| \`class="…"\` attributes | ${b.classAttributeBytes} | ${share(b.classAttributeBytes)} |`)
  console.log(`| inline \`<style>\` | ${b.inlineStyleBytes} | ${share(b.inlineStyleBytes)} |`)
  console.log(`| whole page | ${b.totalBytes} | 100 % |`)
}

export interface LighthouseResult {
  label: string
  runs: LighthouseRun[]
  median: LighthouseRun
}

const cell = (v: Verdict) => `${mark(v)} ${v.goal}`

/** Section 4: Lighthouse medians and the goals, against the floor. */
export function printLighthouse(results: LighthouseResult[], floor?: LighthouseResult) {
  console.log('| page | runs (performance) | performance | accessibility | best practices | SEO | LCP | TBT | CLS |')
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const r of [...(floor ? [floor] : []), ...results]) {
    const m = r.median
    console.log(`| ${r.label} | ${r.runs.map((x) => x.performance).join(', ')} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} |`)
  }
  console.log('\nGoals (median run by performance score; LCP and TBT count where performance is below 98):\n')
  console.log('| page | performance | accessibility | best practices | SEO | CLS | LCP | TBT |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of results) {
    const m = r.median
    const f = floor?.median
    const perf = f ? cell(performanceVerdict(m.performance, f.performance)) : `${mark({ met: m.performance >= 98, goal: '' })} ≥ 98 (no floor)`
    const lcp = f ? cell(timingVerdict(m.lcpMs, f.lcpMs)) : '(no floor)'
    const tbt = f ? cell(timingVerdict(m.tbtMs, f.tbtMs)) : '(no floor)'
    console.log(`| ${r.label} | ${perf} | ${cell(perfectScoreVerdict(m.accessibility))} | ${cell(perfectScoreVerdict(m.bestPractices))} | ${cell(perfectScoreVerdict(m.seo))} | ${cell(clsVerdict(m.cls))} | ${lcp} | ${tbt} |`)
  }
  for (const r of [...(floor ? [floor] : []), ...results])
    if (r.median.failing.length) console.log(`\n${r.label} loses points on: ${r.median.failing.join(', ')}`)
}

/** Section 5: requests per second, ours next to the floor. */
export function printRps(results: { label: string; report: LoadReport }[], floor?: LoadReport) {
  console.log('| page | requests/s | p50 / p99 | answers | ours / floor | goal ≥ 80 % |')
  console.log('|---|---|---|---|---|---|')
  const row = (label: string, r: LoadReport, versus: string, goal: string) => {
    const answers = Object.entries(r.statuses).map(([s, n]) => `${n}× ${s}`).join(', ') + (r.errors ? `, ${r.errors} errors` : '')
    console.log(`| ${label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(0)} / ${r.p99Ms.toFixed(0)} ms | ${answers} | ${versus} | ${goal} |`)
  }
  if (floor) row('floor /', floor, '100 %', '')
  for (const { label, report } of results) {
    const share = floor ? `${((report.requestsPerSecond / floor.requestsPerSecond) * 100).toFixed(0)} %` : '(no floor)'
    row(label, report, share, floor ? mark(rpsVerdict(report.requestsPerSecond, floor.requestsPerSecond)) : '')
  }
}
