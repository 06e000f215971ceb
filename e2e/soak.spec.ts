// The short soak: bench/soak.ts's runner for a few seconds. First on the default server, then on
// a copy of its build served on the live Notion path against the stub, which then answers 500 to
// everything: no network error and no 5xx in either, and the pages keep their content. Speed
// and memory are the long bench's business (bench/soak.ts), never asserted here.
// Its own Playwright project, `soak` (playwright.config.ts), runs it after every other project
// of the run: its load made other workers' browser checks flaky.
// Also: every endpoint that takes a body or parameters refuses oversized ones at once with a 4xx.
import { createServer } from 'node:net'
import { expect, test } from './test'
import { copyBuild, removeBuild, startLiveSite, type LiveSite } from '../bench/live-site'
import { runSoakPhase, type PhaseReport } from '../bench/soak'

const CONNECTIONS = 16
const BUILD = process.env.FOLIO_DIST_DIR || '.next'

function expectClean(report: PhaseReport) {
  expect(report.load.firstError).toBeUndefined()
  expect(report.load.errors).toBe(0)
  expect(report.load.serverErrors).toBe(0)
  expect(Object.keys(report.load.statuses)).toEqual(['200'])
  expect(report.load.requests).toBeGreaterThan(CONNECTIONS)
  expect(report.wrongPages).toEqual([])
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

test('the default server answers / and an article under load: no error, no 5xx', async ({ baseURL }) => {
  expectClean(await runSoakPhase({ base: baseURL as string, connections: CONNECTIONS, durationMs: 4_000 }))
})

// The live site and its build copy, removed after the test even when it timed out.
let live: { site?: LiveSite; distDir: string } | undefined
test.afterEach(async () => {
  if (!live) return
  await live.site?.close()
  removeBuild(live.distDir)
  live = undefined
})

test('on the live path, with Notion answering 500 throughout, pages keep coming from the last good data', async ({}, testInfo) => {
  test.setTimeout(120_000)
  live = { distDir: `.next-soak-e2e-${testInfo.workerIndex}` }
  // Pages dated an hour back, regenerated after 1 s: the server asks Notion again and again.
  copyBuild(BUILD, live.distDir, 3_600_000)
  const site = (live.site = await startLiveSite({ distDir: live.distDir, port: await freePort(), revalidateSeconds: 1 }))
  // Notion answers: the pages are regenerated from it, which makes it the last good data.
  expectClean(await runSoakPhase({ base: site.base, connections: 4, durationMs: 2_000 }))
  expect(site.stub.calls.filter((c) => c.status === 200).length).toBeGreaterThan(0)

  site.stub.addFault({ status: 500 })
  site.stub.resetCalls()
  expectClean(await runSoakPhase({ base: site.base, connections: CONNECTIONS, durationMs: 4_000 }))
  // Notion was asked during the outage, refused, and the server said it kept the last good data.
  expect(site.stub.calls.length).toBeGreaterThan(0)
  expect(site.stub.calls.every((c) => c.status === 500)).toBe(true)
  await expect.poll(() => site.keptLastGood(), { timeout: 10_000 }).toBeGreaterThan(0)
})

test('every endpoint refuses oversized bodies and parameters at once with a 4xx', async ({ request }) => {
  const endpoints = ['/api/unlock', '/api/revalidate', '/api/search-index', '/api/posts']
  const twoMegabytes = JSON.stringify({ id: 'x', password: 'p'.repeat(2_000_000) })
  const longText = 'x'.repeat(20_000)
  const timed = async (label: string, send: () => Promise<{ status(): number }>, expected: number) => {
    const started = Date.now()
    expect((await send()).status(), label).toBe(expected)
    expect(Date.now() - started, label).toBeLessThan(5_000)
  }
  for (const path of endpoints) {
    // Larger than any body limit (Next's own is 1 MB; unlock and revalidate set smaller ones).
    await timed(`${path} body`, () => request.post(path, { data: twoMegabytes, headers: { 'content-type': 'application/json' } }), 413)
    // An address longer than Node accepts for a request head.
    await timed(`${path} address`, () => request.get(`${path}?q=${longText}`), 431)
  }
  // Parameters long enough to pass the server but naming nothing.
  const long = 'x'.repeat(5_000)
  await timed('search-index site', () => request.get(`/api/search-index?site=${long}`), 404)
  await timed('posts list', () => request.get(`/api/posts?list=tag:${long}&page=1`), 414)
  await timed('posts page', () => request.get('/api/posts?list=home&page=99999999999'), 400)
})
