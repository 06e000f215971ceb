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

interface EarlyClick {
  /** The theme's root was still server HTML when the button was clicked. */
  dehydrated: boolean
  darkBefore: boolean
}

/**
 * Records, at each React commit, whether the theme's root element was already React's. With
 * `clickEarly`, the dark-mode button is clicked in the first task after the root's commit, while
 * the page behind it is certainly not hydrated yet (it hydrates in slices after that commit).
 */
async function recordCommits(page: Page, clickEarly = false): Promise<void> {
  await page.addInitScript(
    ({ check, clickEarly }: { check: string; clickEarly: boolean }) => {
      const themeRoot = '[id^="theme-"]'
      const hydratedAtCommit: boolean[] = []
      const isReactsHere = new Function('selector', `return (${check})(selector)`) as (s: string) => boolean
      const clickDarkMode = () => {
        const button = [...document.querySelectorAll('button[aria-label]')].find((b) => /dark mode|light mode/i.test(b.getAttribute('aria-label') ?? ''))
        const early: EarlyClick = { dehydrated: !isReactsHere(themeRoot), darkBefore: document.documentElement.classList.contains('dark') }
        Object.assign(window, { __earlyClick: early })
        ;(button as HTMLButtonElement | undefined)?.click()
      }
      Object.assign(window, { __hydratedAtCommit: hydratedAtCommit })
      // React announces each commit to the developer tools' hook when one is installed.
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => undefined,
          onCommitFiberRoot: () => {
            hydratedAtCommit.push(isReactsHere(themeRoot))
            if (clickEarly && hydratedAtCommit.length === 1) setTimeout(clickDarkMode, 0)
          },
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
        },
      })
    },
    { check: isReacts.toString(), clickEarly },
  )
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

test('a click on the page before it has hydrated is replayed once it has', async ({ page }) => {
  const errors = watchErrors(page)
  await recordCommits(page, true)
  await page.goto('/')
  const early = await page.evaluate(() => (window as unknown as { __earlyClick?: EarlyClick }).__earlyClick)
  expect(early?.dehydrated, 'the click landed before the page was hydrated').toBe(true)
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!early?.darkBefore)
  await expectNoErrors(errors)
})

test.describe('a body of unusual content, read west of UTC', () => {
  // The server words dates in UTC; a reader here would see another month on the 1st if the
  // browser worded them itself. Text like markup, odd links, a run that is two links and
  // mentions of missing pages are in the same post (demo/content/fidelity.ts).
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('hydrates as the server drew it, with no error', async ({ page }) => {
    test.setTimeout(60_000)
    const errors = watchErrors(page)
    await page.goto('/article/content-fidelity')
    await expect.poll(() => page.evaluate(isReacts, '.folio-notion'), { timeout: 30_000 }).toBe(true)
    const body = page.locator('.folio-notion')
    await expect(body.getByText('Text that looks like markup', { exact: false })).toBeVisible()
    await expect(body.getByText('Mar 1, 2026', { exact: false })).toBeVisible()
    expect(await body.locator('a a').count(), 'a link inside a link').toBe(0)
    await page.waitForTimeout(500)
    await expectNoErrors(errors)
  })
})
