// Why a page's Lighthouse LCP is what it is: runs Lighthouse mobile on a URL, then replays its
// Lantern simulation and prints what the simulated LCP waited for. Lantern counts every script
// that finished downloading before the largest paint it observed, with its download on the slow
// 4G link, unless it can see the script's evaluation start after that paint (a short evaluation
// is too small a task to be seen). So a hero painted after Next's scripts arrived costs their
// whole download; pages that fetch their scripts only after painting (paint-first) cost none.
//   npx tsx bench/lcp-graph.ts <url> [--runs N]      (a production server must be running)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as constants from 'lighthouse/core/config/constants.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { lighthouseInto } from './speed/lighthouse'

interface GraphNode {
  type: string
  request?: { url: string; resourceType?: string; transferSize: number }
  childEvents?: { name: string; args?: { data?: { url?: string } } }[]
}
interface Estimate { timeInMs: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> }

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

async function explain(url: string): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-lcp-'))
  try {
    const out = await lighthouseInto(dir, url, ['--only-categories=performance', '--save-assets'])
    const report = readJson(out) as { configSettings: object; audits: Record<string, { displayValue?: string; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }>; categories: { performance: { score: number } } }
    const data = {
      trace: readJson(out.replace(/\.json$/, '-0.trace.json')),
      devtoolsLog: readJson(out.replace(/\.json$/, '-0.devtoolslog.json')),
      settings: { ...constants.defaultSettings, ...report.configSettings },
      gatherContext: { gatherMode: 'navigation' },
      URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
      SourceMaps: [],
      simulator: null,
    }
    // Lighthouse's computed artifacts are typed for its own runner; this replays one of them.
    const lcp = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map() } as never)) as unknown as { pessimisticEstimate: Estimate; timing: number }
    const element = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?'
    console.log(`\n${url}: performance ${Math.round(report.categories.performance.score * 100)}, LCP ${Math.round(lcp.timing)} ms, TBT ${report.audits['total-blocking-time']?.displayValue}`)
    console.log(`  largest paint: ${element.slice(0, 110)}`)
    const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime)
    const scripts = nodes.filter(([n]) => n.request?.resourceType === 'Script')
    const evaluated = nodes.filter(([n]) => n.type === 'cpu' && n.childEvents?.some((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.includes('/_next/')))
    console.log(`  the simulated LCP waits for ${nodes.filter(([n]) => n.request).length} requests, ${scripts.length} of them scripts (${kB(scripts.reduce((sum, [n]) => sum + (n.request?.transferSize ?? 0), 0))}), and ${evaluated.length} script evaluations`)
    for (const [node, t] of nodes.slice(-6)) {
      const what = node.request ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(-60)} ${kB(node.request.transferSize)}` : `CPU ${node.childEvents?.map((e) => e.name).filter((n) => n !== 'RunTask').slice(0, 3).join(', ')}`
      console.log(`  ${String(Math.round(t.endTime)).padStart(5)} ms  ${what}`)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const url = process.argv[2]
const runsAt = process.argv.indexOf('--runs')
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 1
if (!url) {
  console.error('usage: npx tsx bench/lcp-graph.ts <url> [--runs N]')
  process.exit(2)
}
for (let run = 0; run < runs; run++) await explain(url)
