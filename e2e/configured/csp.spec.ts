// The Content-Security-Policy on the configured build (e2e/configured/settings.ts: comments,
// the quote service, live2d, the counter and the music player on, all on an http host of their
// own): every layout, in both languages, loads its plugins without a violation, the policy names
// exactly the configured host, and a script from a host nobody configured is blocked.
import { expect, test, type Page } from '../test'
import { foreignScriptRuns, pagePolicy, watchCsp } from '../csp-watch'
import { settle } from '../helpers'
import { demoPicks, THEME_PAGES } from '../themes/theme-pages'
import { answerPluginStandIns } from './plugin-stand-ins'
import { ASSETS, CONFIGURED_SETTINGS } from './settings'

const UTTERANCES = CONFIGURED_SETTINGS.COMMENT_UTTERANCES_SCRIPT_URL ?? ''
const QUOTE = CONFIGURED_SETTINGS.HOME_QUOTE_API_URL ?? ''

/** Answers the comment script and the quote as well as the plugin stand-ins. */
async function standIns(page: Page) {
  await page.route(UTTERANCES, (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: 'void 0' }),
  )
  await page.route(`${QUOTE}**`, (route) =>
    route.fulfill({ json: { hitokoto: 'A quote', uuid: 'u', from: 'e2e' }, headers: { 'access-control-allow-origin': '*' } }),
  )
  // Registered last, so it answers first and passes on what it does not know.
  await answerPluginStandIns(page)
}

const pages = THEME_PAGES.flatMap((p) => [
  { key: p.key, path: p.path },
  { key: `ja ${p.key}`, path: (d: Parameters<typeof p.path>[0]) => `/ja${p.path(d)}`.replace(/\/$/, '') },
])

for (const { key, path } of pages) {
  test(`${key}: plugins load under the policy with no violation`, async ({ page, baseURL }) => {
    const csp = await watchCsp(page)
    await standIns(page)
    await page.goto(path(await demoPicks(baseURL ?? '')))
    await settle(page)
    // To the end, so the comment section and lazy plugins load too.
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(500)
    expect(await csp.violations()).toEqual([])
  })
}

test('the policy names the configured host for scripts, connections and media', async ({ page }) => {
  await standIns(page)
  await page.goto('/')
  const policy = await pagePolicy(page)
  for (const directive of ['script-src', 'connect-src', 'media-src', 'img-src', 'frame-src']) {
    expect(policy).toMatch(new RegExp(`${directive} [^;]*${ASSETS.replace(/\./g, '\\.')}`))
  }
  expect(policy).not.toContain('unsafe-eval')
})

test('a script from a host nobody configured is blocked', async ({ page }) => {
  const csp = await watchCsp(page)
  await standIns(page)
  await page.goto('/archive')
  expect(await foreignScriptRuns(page)).toBe(false)
  await expect.poll(() => csp.violations()).toContainEqual(expect.stringContaining('http://unconfigured.folio.test/inject.js'))
})
