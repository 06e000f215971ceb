// The Content-Security-Policy on the default build: every layout loads without a violation,
// and a script from a host nobody configured, or an inline script nobody hashed, is blocked.
import { expect, test } from './test'
import { foreignScriptRuns, pagePolicy, watchCsp } from './csp-watch'
import { settle } from './helpers'
import { demoPicks, THEME_PAGES } from './themes/theme-pages'

// The body with every block kind (videos, audio, embeds, PDFs, code, equations).
const BLOCK_TOUR = '/article/block-tour'

const pages = [...THEME_PAGES.map((p) => ({ key: p.key, path: p.path })), { key: 'block-tour', path: () => BLOCK_TOUR }]

for (const { key, path } of pages) {
  test(`${key}: loads under the policy with no violation`, async ({ page, baseURL }) => {
    const csp = await watchCsp(page)
    await page.goto(path(await demoPicks(baseURL ?? '')))
    await settle(page)
    // Scroll through, so lazy parts (comments, images, embeds) load too.
    await page.mouse.wheel(0, 20_000)
    await page.waitForTimeout(300)
    expect(await pagePolicy(page)).toContain("script-src 'self' 'sha256-")
    expect(await csp.violations()).toEqual([])
  })
}

test('the policy allows no host for scripts and no unsafe-eval', async ({ page }) => {
  await page.goto('/')
  const policy = await pagePolicy(page)
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(policy).not.toContain('unsafe-eval')
  // Only the quote service, which the e2e build points at the server itself (scripts/test-all.sh).
  expect(policy).toMatch(/connect-src 'self'( http:\/\/127\.0\.0\.1:\d+)?;/)
})

test('a script from a host nobody configured is blocked', async ({ page }) => {
  const csp = await watchCsp(page)
  await page.goto('/')
  expect(await foreignScriptRuns(page)).toBe(false)
  await expect.poll(() => csp.violations()).toContainEqual(expect.stringContaining('script-src-elem http://unconfigured.folio.test/inject.js'))
})

test('an inline script nobody hashed is blocked', async ({ page }) => {
  await page.goto('/')
  await page.addScriptTag({ content: 'window.__inlineRan = true' }).catch(() => undefined)
  expect(await page.evaluate(() => (window as Window & { __inlineRan?: boolean }).__inlineRan === true)).toBe(false)
})
