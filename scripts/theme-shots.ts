// npm run screenshot:themes [-- --base http://127.0.0.1:3100] [--theme medium,hexo]
// Screenshots of every built theme on every page of the theme check (e2e/themes/theme-pages.ts),
// light and dark, at 390 and 1440 px, into theme-shots/<theme>/<page>-<mode>-<width>.png (plus a
// full-page one of home and article at 1440 px, light). Builds nothing: start a server first.
import { chromium } from '@playwright/test'
import { settle } from '../e2e/helpers'
import { BUILT_THEMES, demoPicks, FULL_PAGE_KEYS, THEME_PAGES, themeUrl, type ThemePage } from '../e2e/themes/theme-pages'
import { MODES, openThemePage, saveShots, SHOTS_DIR, showMode, WIDTHS, type Width } from '../e2e/themes/theme-view'

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}

const base = (option('--base') ?? 'http://127.0.0.1:3100').replace(/\/$/, '')
const asked = option('--theme')?.split(',').filter(Boolean)
const unknown = asked?.filter((t) => !(BUILT_THEMES as readonly string[]).includes(t)) ?? []
if (unknown.length) {
  console.error(`not built themes: ${unknown.join(', ')} (built: ${BUILT_THEMES.join(', ')})`)
  process.exit(2)
}
const themes = asked ?? [...BUILT_THEMES]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

/** One page at one width, light then dark; false when the server does not show the theme. */
async function shoot(theme: string, themePage: ThemePage, url: string, width: Width): Promise<boolean> {
  const { context, page, response } = await openThemePage(browser, url, width, { stay: themePage.status === 404 })
  try {
    const shown = await page.locator(`#theme-${theme}`).waitFor({ timeout: 10_000 }).then(() => true, () => false)
    if (!shown) return false
    if (response?.status() !== themePage.status) console.warn(`  ${url}: status ${response?.status()}, expected ${themePage.status}`)
    await settle(page)
    for (const mode of MODES) {
      await showMode(page, mode)
      await saveShots(page, theme, themePage.key, mode, width.width, mode === 'light' && width.width === 1440 && FULL_PAGE_KEYS.includes(themePage.key))
    }
    return true
  } finally {
    await context.close()
  }
}

let failed = false
try {
  const demo = await demoPicks(base)
  for (const theme of themes) {
    const started = performance.now()
    for (const themePage of THEME_PAGES) {
      const url = base + themeUrl(themePage.path(demo), theme)
      const shown = await Promise.all(WIDTHS.map((width) => shoot(theme, themePage, url, width)))
      if (shown.includes(false)) {
        console.error(`${theme}: ${base} does not show this theme (a build older than the theme?); skipped`)
        failed = true
        break
      }
    }
    console.log(`${theme}: ${SHOTS_DIR}/${theme}/ (${((performance.now() - started) / 1000).toFixed(0)} s)`)
  }
} finally {
  await browser.close()
}
process.exit(failed ? 1 : 0)
