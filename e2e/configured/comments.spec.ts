// Comments in a real browser, on the configured build (e2e/configured/settings.ts), where
// Utterances is the configured backend. Its script is answered here by a stand-in
// (page.route), so nothing leaves the machine.
import { expect, test, type Page } from '../test'
import { expectNoErrors, watchErrors } from '../helpers'
import { answerPluginStandIns } from './plugin-stand-ins'
import { CONFIGURED_SETTINGS } from './settings'

const REPO = CONFIGURED_SETTINGS.COMMENT_UTTERANCES_REPO ?? ''
const SCRIPT = CONFIGURED_SETTINGS.COMMENT_UTTERANCES_SCRIPT_URL ?? ''
// Long enough that its comment section starts well below a 700 px viewport.
const LONG_POST = '/article/writing-in-notion'
const HIDDEN_POST = '/article/reading-measure'

// Draws a marker after its own script tag, carrying the attributes it was given.
const STAND_IN = `(() => {
  const script = document.currentScript
  const marker = document.createElement('div')
  marker.className = 'utterances-stand-in'
  for (const name of ['repo', 'issue-term', 'theme']) marker.dataset[name.replace('-', '')] = script.getAttribute(name) || ''
  marker.textContent = 'utterances stand-in'
  script.after(marker)
})()`

/**
 * Serves the stand-in (and the build's plugin stand-ins, which every page asks for) and
 * returns the list of requests made for the script.
 */
async function standInUtterances(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(SCRIPT, (route) => {
    requests.push(route.request().url())
    return route.fulfill({
      contentType: 'text/javascript',
      // The embed is loaded with crossorigin="anonymous".
      headers: { 'access-control-allow-origin': '*' },
      body: STAND_IN,
    })
  })
  // Registered last, so it answers first and passes on what it does not know.
  await answerPluginStandIns(page)
  return requests
}

test('the comment section loads its backend only when scrolled near', async ({ page }) => {
  const errors = watchErrors(page)
  await page.setViewportSize({ width: 1280, height: 700 })
  const requests = await standInUtterances(page)
  await page.goto(LONG_POST)
  const section = page.locator('section#comment')
  await expect(section).toHaveCount(1)
  await page.waitForTimeout(500)
  expect(requests).toEqual([])

  await section.scrollIntoViewIfNeeded()
  const marker = section.locator('.utterances-stand-in')
  await expect(marker).toBeVisible()
  expect(requests).toEqual([SCRIPT])
  await expect(marker).toHaveAttribute('data-repo', REPO)
  await expect(marker).toHaveAttribute('data-issueterm', 'pathname')
  // The embed follows the page's appearance (auto mode depends on the clock here).
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  await expect(marker).toHaveAttribute('data-theme', dark ? 'github-dark' : 'github-light')
  await expectNoErrors(errors)
})

test('a post with comment set to Hide has no comment section', async ({ page }) => {
  const requests = await standInUtterances(page)
  await page.goto(HIDDEN_POST)
  await expect(page.locator('#article-wrapper')).toBeVisible()
  await page.mouse.wheel(0, 20_000)
  await page.waitForTimeout(500)
  await expect(page.locator('section#comment')).toHaveCount(0)
  expect(requests).toEqual([])
})

test('search-engine bots get no comment section', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  })
  const page = await context.newPage()
  const requests = await standInUtterances(page)
  await page.goto(LONG_POST)
  await expect(page.locator('#article-wrapper')).toBeVisible()
  await expect(page.locator('section#comment')).toHaveCount(0)
  await page.mouse.wheel(0, 50_000)
  await page.waitForTimeout(500)
  expect(requests).toEqual([])
  await context.close()
})

test('?target=comment scrolls to the comments after a second and drops the parameter', async ({ page }) => {
  const errors = watchErrors(page)
  await page.setViewportSize({ width: 1280, height: 700 })
  await standInUtterances(page)
  await page.goto(`${LONG_POST}?target=comment`)
  await expect(page.locator('section#comment')).toBeInViewport({ timeout: 5_000 })
  await expect(page).toHaveURL((url) => url.pathname === LONG_POST && !url.searchParams.has('target'))
  await expect(page.locator('.utterances-stand-in')).toBeVisible()
  await expectNoErrors(errors)
})
