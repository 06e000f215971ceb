// Every built theme through every layout of the contract, at 390 px (touch) and 1440 px, light
// and dark: the right status, the theme's root on screen, no page or console error, nothing
// wider than the window, axe's serious and critical findings reported (WCAG 2.x A and AA in light, the
// colour rules again in dark; each worker prints its themes' table at the end, each test
// attaches its findings), and no other theme's code downloaded. THEME_SHOTS=1 also saves the
// screenshots `npm run screenshot:themes` writes.
import { expect, test, type Browser } from '../test'
import { axeDetails, axeFindings, axeTable, countOf, type AxeView } from './theme-axe'
import { expectNoErrors, settle, watchErrors } from '../helpers'
import { expectLite, LITE_KEY } from './lite-check'
import { DIST_DIR, distBuildId, manifestName, themeOwnChunks } from './theme-chunks'
import { BUILT_THEMES, demoPicks, FULL_PAGE_KEYS, THEME_PAGES, themeUrl, type ThemePage } from './theme-pages'
import { horizontalOverflow, MODES, openThemePage, saveShots, showMode, WIDTHS, type Width } from './theme-view'

const SHOTS = Boolean(process.env.THEME_SHOTS)

/**
 * A 404 page's own 404s are what it is: the browser reports the document's status, and Next's
 * router, filling in the query of the static 404 page, asks for its data file and gets a 404 too.
 */
function withoutOwnNotFound(errors: string[], url: string): string[] {
  const path = new URL(url, 'http://x').pathname
  const own = new RegExp(`status of 404 .* https?://[^/]+(${path}|/_next/data/[^/]+${path}\\.json)(\\?|$)`)
  return errors.filter((e) => !own.test(e))
}

test.describe.configure({ mode: 'parallel' })

/** Every view this worker checked, for its table at the end. */
const axeViews: AxeView[] = []
test.afterAll(() => {
  if (axeViews.length) console.log(`axe, serious and critical (this worker's themes):\n${axeTable(axeViews)}`)
})

interface Target {
  theme: string
  themePage: ThemePage
  /** The page's address, `?theme=` included. */
  url: string
  baseURL: string
  chunks: Map<string, Set<string>>
}

/** One width: load once, check light, switch to dark in place, check again. Answers axe's findings per mode. */
async function checkAt(browser: Browser, { theme, themePage, url, baseURL, chunks }: Target, width: Width): Promise<AxeView[]> {
  const views: AxeView[] = []
  const at = `${url} at ${width.width} px`
  const scripts: string[] = []
  let errors: string[] = []
  const { context, page, response } = await openThemePage(browser, url, width, {
    stay: themePage.status === 404,
    before: (p) => {
      errors = watchErrors(p)
      p.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(manifestName(r.url()))))
    },
  })
  try {
    expect(response?.status(), at).toBe(themePage.status)
    await expect(page.locator(`#theme-${theme}`), at).toBeVisible()
    if (themePage.shows) await expect(page.locator(themePage.shows).first(), at).toBeVisible()
    if (themePage.key === LITE_KEY) await expectLite(page, theme, at)
    await settle(page)
    for (const mode of MODES) {
      await showMode(page, mode)
      const overflow = await horizontalOverflow(page)
      expect(overflow.excess, `${at}, ${mode}: wider than the window by ${overflow.excess} px; ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(1)
      views.push({ view: `${theme} ${themePage.key} ${width.width} ${mode}`, findings: await axeFindings(page, { coloursOnly: mode !== MODES[0] }) })
      if (SHOTS) await saveShots(page, theme, themePage.key, mode, width.width, mode === 'light' && width.width === 1440 && FULL_PAGE_KEYS.includes(themePage.key))
    }
    expect(new URL(page.url()).pathname, `${at}: the page stayed`).toBe(new URL(url, baseURL).pathname)
    await expectNoErrors(themePage.status === 404 ? withoutOwnNotFound(errors, url) : errors)
    expect(await page.evaluate(() => (window as unknown as { __NEXT_DATA__?: { buildId: string } }).__NEXT_DATA__?.buildId), `the server runs the build in ${DIST_DIR}`).toBe(distBuildId())
    // The 404 page is one static page rendered in the default theme, switched in the browser
    // (components/notfound/variant-pending.ts): that theme's code comes with it.
    const builtIn = themePage.status === 404 ? /id="theme-([\w-]+)"/.exec((await response?.text()) ?? '')?.[1] : undefined
    const foreign = scripts.filter((s) => [...chunks].some(([name, files]) => name !== theme && name !== builtIn && files.has(s)))
    expect(foreign, `${at}: scripts of another theme`).toEqual([])
    expect(scripts.filter((s) => chunks.get(theme)?.has(s)).length, `${at}: fetched none of ${theme}'s own scripts`).toBeGreaterThan(0)
    return views
  } finally {
    await context.close()
  }
}

for (const theme of BUILT_THEMES) {
  for (const themePage of THEME_PAGES) {
    test(`${theme}: ${themePage.key} (${themePage.layout})`, async ({ browser, baseURL: base }, testInfo) => {
      const baseURL = base ?? ''
      const chunks = themeOwnChunks()
      expect(chunks.has(theme), `the build in ${DIST_DIR} has no theme "${theme}": build again`).toBe(true)
      const url = `${themeUrl(themePage.path(await demoPicks(baseURL)), theme)}${themePage.key === LITE_KEY ? '&lite=true' : ''}`
      // Both widths at once: most of a page load is waiting (server, network idle).
      const views = (await Promise.all(WIDTHS.map((width) => checkAt(browser, { theme, themePage, url, baseURL, chunks }, width)))).flat()
      axeViews.push(...views)
      await testInfo.attach('axe.json', { body: JSON.stringify(views, null, 1), contentType: 'application/json' })
      const found = countOf(views.flatMap((v) => v.findings))
      // Reported on every run (the table above, the attachment); failing on a finding waits until
      // the last ones are fixed (README, Accessibility): E2E_AXE_STRICT=1 turns it on.
      if (process.env.E2E_AXE_STRICT === '1') expect(found, `serious or critical axe findings:\n${axeDetails(views)}`).toBe(0)
      else if (found > 0) testInfo.annotations.push({ type: 'axe', description: `${found} serious or critical findings:\n${axeDetails(views)}` })
    })
  }
}
