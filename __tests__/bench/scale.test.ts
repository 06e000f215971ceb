// @vitest-environment node
// Issue 37's bench (bench/scale): what it reads from a served site, the build's memory it
// samples, and the table it prints (every row of the issue's, each with its goal).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { measuredRun, type BuildCost } from '@/bench/scale/build-cost'
import { printScaleTable, type ScaleFigures } from '@/bench/scale/report'
import type { ServeRow } from '@/bench/speed/serve-ratio'
import { firstVisit, pageBytes, sitemapFigures } from '@/bench/scale/site-bytes'
import type { LoadReport } from '@/bench/load'

const HTML = '<html><script id="__NEXT_DATA__" type="application/json">{"buildId":"B1","page":"/[variant]"}</script></html>'
const FILES: Record<string, { type: string; body: string }> = {
  '/': { type: 'text/html', body: HTML },
  '/archive': { type: 'text/html', body: HTML + 'x'.repeat(5000) },
  '/_next/data/B1/index.json': { type: 'application/json', body: '{"pageProps":{}}' },
  '/_next/data/B1/archive.json': { type: 'application/json', body: JSON.stringify({ pageProps: { posts: 'y'.repeat(3000) } }) },
  '/sitemap.xml': {
    type: 'application/xml',
    body: '<sitemapindex><sitemap><loc>https://blog.test/sitemap-posts.xml</loc></sitemap><sitemap><loc>https://blog.test/sitemap-pages.xml</loc></sitemap></sitemapindex>',
  },
  '/sitemap-posts.xml': { type: 'application/xml', body: '<urlset><url><loc>a</loc></url><url><loc>b</loc></url></urlset>' },
  '/sitemap-pages.xml': { type: 'application/xml', body: '<urlset><url><loc>c</loc></url></urlset>' },
}

let server: Server
let base: string
let articleRenders = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/article/slow') {
      // Rendered on the first visit, kept after.
      const wait = articleRenders++ === 0 ? 150 : 0
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(HTML), wait)
      return
    }
    const file = FILES[req.url ?? '']
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('reading the served site', () => {
  it('sizes each page and the page data its build serves for it', async () => {
    const [home, archive] = await pageBytes(base, ['/', '/archive'])
    expect(home).toMatchObject({ path: '/', status: 200, htmlBytes: HTML.length, dataBytes: 16 })
    expect(archive!.htmlBytes).toBe(HTML.length + 5000)
    expect(archive!.dataBytes).toBe(FILES['/_next/data/B1/archive.json']!.body.length)
    expect(archive!.dataGzip).toBeLessThan(archive!.dataBytes / 10)
  })

  it('follows the sitemap index to every file it names, counting their URLs', async () => {
    const figures = await sitemapFigures(base)
    expect(figures.isIndex).toBe(true)
    expect(figures.indexBytes).toBe(FILES['/sitemap.xml']!.body.length)
    expect(figures.files.map((f) => [f.path, f.status, f.urls])).toEqual([['/sitemap-posts.xml', 200, 2], ['/sitemap-pages.xml', 200, 1]])
  })

  it('times an article rendered on its first visit, then kept', async () => {
    const visit = await firstVisit(base, '/article/slow')
    expect(visit.status).toBe(200)
    expect(visit.firstMs).toBeGreaterThanOrEqual(140)
    expect(visit.secondMs).toBeLessThan(visit.firstMs)
  })
})

describe("the build's memory", () => {
  it("samples the peak resident memory of a command's process tree", async () => {
    const script = 'const b = Buffer.alloc(160 * 1024 * 1024, 1); console.log("✓ Compiled successfully"); setTimeout(() => console.log(b[0]), 1200)'
    const cost = await measuredRun('alloc', process.execPath, ['-e', script], process.env)
    expect(cost.peakMb).toBeGreaterThan(150)
    expect(cost.seconds).toBeGreaterThan(1)
    expect(cost.atPeak[0]?.command).toContain(process.execPath)
    expect(cost.atPeak[0]?.mb).toBeGreaterThan(150)
    expect(cost.phases).toEqual([expect.stringMatching(/^\d+\.\d s: ✓ Compiled successfully$/)])
    await expect(measuredRun('fails', process.execPath, ['-e', 'console.log("why"); process.exit(3)'], process.env)).rejects.toThrow(/fails failed \(3\):\nwhy/)
  })
})

describe('the printed table', () => {
  const load = (rps: number): LoadReport => ({
    requests: rps * 10, errors: 0, statuses: { 200: rps * 10 }, serverErrors: 0, p50Ms: 10, p99Ms: 20, maxMs: 30, requestsPerSecond: rps, seconds: 10, slowest: [],
  })
  const build = (seconds: number, peakMb: number, calls: Record<string, number>): BuildCost => ({
    seconds, peakMb, calls, steps: [
      { step: 'search prebuild', seconds: seconds / 2, peakMb, atPeak: [], phases: ['[search] index: 10000 posts'] },
      { step: 'next build', seconds: seconds / 2, peakMb, atPeak: [{ command: 'next-build (v16.4.6)', mb: peakMb - 300 }], phases: ['✓ Compiled successfully in 70s'] },
    ],
  })
  const rps = (label: string, path: string, figures: [number, number, number]): ServeRow[] =>
    (['br', 'gzip', 'identity'] as const).map((encoding, i) => ({ label, path, encoding, sentBytes: 1, bodyBytes: 1, report: load(figures[i]!), cpuMsPerAnswer: i === 0 ? 1.5 : NaN }))
  const figures: ScaleFigures = {
    posts: 10_000,
    cold: build(110, 1400, { loadPageChunk: 10_003, queryCollection: 3 }),
    rebuild: build(80, 1300, { loadPageChunk: 2, queryCollection: 4 }),
    pages: ['/', '/page/2', '/category/Engineering', '/tag', '/search', '/archive'].map((path) => ({
      path, status: 200, htmlBytes: 40_000, htmlGzip: 9_000, dataBytes: path === '/archive' ? 2_100_000 : 12_000, dataGzip: 3_000,
    })),
    searches: [{ query: 'lantern', requests: 1, dataGzip: 673_000, firstHitMs: 900 }],
    sitemap: { isIndex: true, indexBytes: 400, files: [{ path: '/sitemap-posts.xml', status: 200, urls: 10_000, bytes: 1_100_000 }] },
    firstVisit: { path: '/article/post-5000', status: 200, firstMs: 900, secondMs: 3 },
    serverMemory: { peakMb: 180, marks: [{ phase: 'started', mb: 150 }, { phase: 'load runs', mb: 170 }] },
    rps: [...rps('/', '/', [350, 320, 340]), ...rps('article /article/post-1', '/article/post-1', [100, 300, 330]), ...rps('static file', '/_next/static/chunks/s.js', [400, 410, 420])],
  }

  it("prints every row of the issue's table with its goal, marked", () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    try {
      printScaleTable(figures)
    } finally {
      vi.restoreAllMocks()
    }
    const row = (start: string) => lines.find((l) => l.startsWith(`| ${start}`)) ?? `(no row ${start})`
    expect(row('cold build: time')).toMatch(/1 min 50 s .*✓ \| < 2 min \|$/)
    expect(row('cold build: peak memory')).toMatch(/1\.37 GB ✓ \| < 1\.5 GB/)
    expect(row('cold build: Notion calls')).toMatch(/10,006 \(loadPageChunk 10,003, queryCollection 3\) ✓/)
    expect(row('unchanged rebuild')).toMatch(/6 \(queryCollection 4, loadPageChunk 2\).* ✓ \| < 10 calls/)
    for (const path of ['/', '/page/2', '/category/Engineering', '/tag', '/search']) expect(row(`${path}: HTML`)).toContain('✓')
    expect(row('/archive: HTML')).toMatch(/2050\.8 kB \/ 2\.9 kB ✗ \| data ≤ 60\.0 kB \|$/)
    expect(row('search "lantern"')).toMatch(/657\.2 kB in 1 answer\(s\); first hit 900 ms .*✗ \| < 150 kB/)
    expect(row('sitemap')).toMatch(/1 file\(s\), 10,000 URLs.* ✓/)
    expect(row('an article not pre-rendered')).toMatch(/0\.90 s \/ 3 ms \|/)
    expect(row('server memory')).toMatch(/peak 180 MB; 150 MB after started, 170 MB after load runs \|/)
    expect(row('requests/s, / ')).toMatch(/br 350 \(p50 10 ms, 1\.50 ms CPU\), gzip 320 .*identity 340 .*br = 103 % of identity, 88 % of the static file's br ✓/)
    expect(row('requests/s, article')).toMatch(/br = 30 % of identity, 25 % .*✗/)
    expect(row('requests/s, static file of about the size of / (s.js)')).toMatch(/\| the floor \|$/)
    // Then where each build's time and memory went.
    expect(lines.join('\n')).toContain('cold build:\n- search prebuild: 55.0 s, peak 1400 MB\n  - [search] index: 10000 posts\n- next build: 55.0 s, peak 1400 MB\n  - ✓ Compiled successfully in 70s\n  - at the peak: 1100 MB next-build (v16.4.6)')
  })
})
