// npx tsx scripts/axe-theme.ts --theme hexo [--port 3300] [--page home,article] [--width 390] [--mode dark]
// The serious and critical axe findings (WCAG 2.x A and AA) of one theme's pages, as the theme
// check (e2e/themes/theme-check.spec.ts) measures them: every page of the check, 390 and 1440 px,
// light and dark. Prints every finding as it goes, then the theme's table; exits 1 on a finding.
import { chromium } from '@playwright/test'
import { settle } from '../e2e/helpers'
import { axeDetails, axeFindings, axeTable, countOf, type AxeView } from '../e2e/themes/theme-axe'
import { BUILT_THEMES, demoPicks, THEME_PAGES, themeUrl, type ThemePage } from '../e2e/themes/theme-pages'
import { MODES, openThemePage, showMode, WIDTHS, type Width } from '../e2e/themes/theme-view'

function option(name: string): string[] | undefined {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1]?.split(',').filter(Boolean) : undefined
}

const asked = option('--theme')?.[0]
if (!asked || !(BUILT_THEMES as readonly string[]).includes(asked)) {
  console.error(`--theme <one of: ${BUILT_THEMES.join(', ')}>`)
  process.exit(2)
}
const theme: string = asked
const base = `http://127.0.0.1:${option('--port')?.[0] ?? '3300'}`
const pages = THEME_PAGES.filter((p) => option('--page')?.includes(p.key) ?? true)
const widths = WIDTHS.filter((w) => option('--width')?.includes(String(w.width)) ?? true)
const modes = MODES.filter((m) => option('--mode')?.includes(m) ?? true)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
const views: AxeView[] = []
let axeMs = 0
let unmeasured = 0

/** One page at one width, in each mode asked; a page that does not load is reported and skipped. */
async function measure(url: string, themePage: ThemePage, width: Width): Promise<void> {
  const { context, page } = await openThemePage(browser, url, width, { stay: themePage.status === 404, before: (p) => p.setDefaultTimeout(120_000) })
  try {
    await page.locator(`#theme-${theme}`).waitFor({ timeout: 60_000 })
    await settle(page)
    for (const mode of modes) {
      await showMode(page, mode)
      const at = performance.now()
      const view = { view: `${theme} ${themePage.key} ${width.width} ${mode}`, findings: await axeFindings(page, { coloursOnly: mode !== modes[0] }) }
      axeMs += performance.now() - at
      views.push(view)
      console.error(`${view.view}: ${countOf(view.findings)} (axe ${Math.round(performance.now() - at)} ms)`)
      if (view.findings.length) console.error(axeDetails([view]))
    }
  } catch (error) {
    unmeasured++
    console.error(`${url} at ${width.width} px: not measured (${String(error).split('\n')[0]})`)
  } finally {
    await context.close()
  }
}

const started = performance.now()
try {
  const demo = await demoPicks(base)
  for (const themePage of pages) {
    for (const width of widths) await measure(base + themeUrl(themePage.path(demo), theme), themePage, width)
  }
} finally {
  await browser.close()
}
console.log(axeTable(views))
console.log(`${views.length} views in ${Math.round((performance.now() - started) / 1000)} s, axe ${Math.round(axeMs / 1000)} s of it`)
if (unmeasured) console.log(`${unmeasured} page(s) did not load: not measured`)
process.exit(unmeasured || views.some((v) => v.findings.length) ? 1 : 0)
