// Takes a screenshot of a page with Debian's Chromium, for looking at what a page shows.
// npx tsx scripts/screenshot.ts <url> <out.png> [--mobile] [--dark] [--full]
import { chromium } from '@playwright/test'

const [url, out, ...flags] = process.argv.slice(2)
if (!url || !out) {
  console.error('usage: npx tsx scripts/screenshot.ts <url> <out.png> [--mobile] [--dark] [--full]')
  process.exit(2)
}
const mobile = flags.includes('--mobile')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const page = await browser.newPage({
  viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  colorScheme: flags.includes('--dark') ? 'dark' : 'light',
  isMobile: mobile,
  hasTouch: mobile,
})
const errors: string[] = []
page.on('pageerror', (e) => errors.push(String(e)))
page.on('console', (m) => m.type() === 'error' && errors.push(m.text() + ' ' + (m.location().url ?? '')))
const response = await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(300)
await page.screenshot({ path: out, fullPage: flags.includes('--full'), caret: 'initial' })
console.log(`${response?.status()} ${url} -> ${out}`)
if (errors.length) console.log(`console errors:\n${errors.join('\n')}`)
await browser.close()
