// The page hydrates in slices behind the root (pages/_app.tsx puts it inside React's
// <Activity>): React commits the root first, with the page's server HTML still in place and not
// yet React's, and hydrates it in a later commit. A click that lands in between is not lost:
// React hydrates the part clicked and replays the click.
import { expect, test, type Page } from './test'
import { expectNoErrors, watchErrors } from './helpers'

/** Whether React has taken over the element (a hydrated element carries React's fiber key). */
function isReacts(selector: string): boolean {
  const element = document.querySelector(selector)
  return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
}

/** Records, at each React commit, whether the theme's root element was already React's. */
async function recordCommits(page: Page): Promise<void> {
  await page.addInitScript((check: string) => {
    const hydratedAtCommit: boolean[] = []
    const isReactsHere = new Function('selector', `return (${check})(selector)`) as (s: string) => boolean
    Object.assign(window, { __hydratedAtCommit: hydratedAtCommit })
    // React announces each commit to the developer tools' hook when one is installed.
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: () => hydratedAtCommit.push(isReactsHere('[id^="theme-"]')),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
      },
    })
  }, isReacts.toString())
}

test('the root commits first; the page behind it hydrates in a later commit, with no error', async ({ page }) => {
  const errors = watchErrors(page)
  await recordCommits(page)
  await page.goto('/')
  const commits = await page.evaluate(() => (window as unknown as { __hydratedAtCommit: boolean[] }).__hydratedAtCommit)
  expect(commits[0], 'at the root commit, the page is still server HTML').toBe(false)
  expect(commits.includes(true), 'a later commit hydrates it').toBe(true)
  expect(await page.evaluate(isReacts, '[id^="theme-"]')).toBe(true)
  await expectNoErrors(errors)
})

test('a click on the page before it has hydrated is replayed once it has', async ({ page, baseURL }) => {
  // The whole load runs on the slowed CPU: give it the room a busy machine needs.
  test.slow()
  const errors = watchErrors(page)
  // A slow phone: hydration behind the root takes long enough to click in between.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await recordCommits(page)
  // Not page.goto: that waits for the whole page to hydrate (e2e/test.ts).
  await page.evaluate((home) => location.assign(home), new URL('/', baseURL).href)
  await page.waitForFunction(() => (window as unknown as { __hydratedAtCommit?: boolean[] }).__hydratedAtCommit?.length)
  const toggle = page.getByRole('button', { name: /dark mode/i }).first()
  const darkBefore = await page.evaluate(() => document.documentElement.classList.contains('dark'))
  expect(await page.evaluate(isReacts, '[id^="theme-"]'), 'the click lands before the page is hydrated').toBe(false)
  await toggle.click()
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!darkBefore)
  await expectNoErrors(errors)
})
