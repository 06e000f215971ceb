// Main-thread long tasks while a page loads and hydrates, on a throttled CPU (4× slower, as a
// mid-range phone): the longest task and the total time over 50 ms. For themes that render
// many links at once (gitbook's tree, nav's directory) on a large workspace.
//   npx tsx bench/long-tasks.ts --base http://127.0.0.1:3000 --paths "/?theme=nav,/archive?theme=gitbook"
// Start a production server first (for 1,000 posts: bench/synthetic.ts, then build and serve
// with NOTION_PAGE_ID and NOTION_SNAPSHOT_DIR pointing at it).
import { chromium } from '@playwright/test'

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name)
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback
}

const base = option('--base', 'http://127.0.0.1:3000').replace(/\/$/, '')
const paths = option('--paths', '/').split(',').filter(Boolean)
const runs = Number(option('--runs', '3'))

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})

async function measure(path: string): Promise<{ longest: number; blocking: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const tasks: number[] = []
    ;(window as unknown as { __longTasks: number[] }).__longTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
  await page.waitForTimeout(1000)
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
  await context.close()
  return { longest: Math.max(0, ...tasks), blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0) }
}

console.log(`| page | longest task (median of ${runs}) | blocking time over 50 ms (median) |`)
console.log('|---|---|---|')
for (const path of paths) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await measure(path))
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  console.log(`| ${path} | ${median(results.map((r) => r.longest)).toFixed(0)} ms | ${median(results.map((r) => r.blocking)).toFixed(0)} ms |`)
}
await browser.close()
