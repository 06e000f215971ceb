// The archive in pages (ARCHIVE_PAGE_SIZE=8 on the configured build, so the demo's 28 posts
// make several): the kit pager with the list rules, real 404s past the end, and month links
// landing on the month's heading wherever it is: an article's date names the page holding its
// month, and a bare /archive#yyyy-MM (an old link: the hash never reaches the server) is sent
// on to that page by the browser.
import { expect, test, type Page } from '../test'
import { DICTIONARIES } from '../../lib/i18n/locales'
import { expectMonthInView, expectNoErrors, watchErrors } from '../helpers'
import { answerPluginStandIns } from './plugin-stand-ins'

// The demo speaks English: its Config row sets LANG to en-US.
const t = DICTIONARIES['en-US']
const LOCKED = '/article/letter-to-future-me'

const pager = (page: Page) => page.getByRole('navigation', { name: t.list.pagination })
const months = (page: Page) => page.locator('main section > h2[id]').evaluateAll((hs) => hs.map((h) => h.id))

/** The number of archive pages, read from page 1's pager (its last numbered link). */
async function lastPage(page: Page, url: (path: string) => string): Promise<number> {
  await page.goto(url('/archive'))
  await expect(pager(page)).toBeVisible()
  const numbers = await pager(page)
    .locator('a[aria-label], [aria-current="page"]')
    .evaluateAll((els) => els.map((e) => Number(e.textContent)).filter((n) => n > 0))
  return Math.max(...numbers)
}

for (const theme of ['medium', 'example']) {
  const url = (path: string) => {
    const [pathOnly = '', hash] = path.split('#')
    const themed = theme === 'medium' ? pathOnly : `${pathOnly}?theme=${theme}`
    return hash ? `${themed}#${hash}` : themed
  }

  test.describe(`${theme} theme`, () => {
    test('the archive pages on with the list rules; past the last page is a 404', async ({ page, request }) => {
      const errors = watchErrors(page)
      await answerPluginStandIns(page)
      await page.goto(url('/archive'))
      const first = await months(page)
      expect(first.length).toBeGreaterThan(0)
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1')
      await expect(pager(page).locator('a[rel="prev"]')).toHaveCount(0)
      await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute('href', url('/archive/page/2'))

      await pager(page).locator('a[rel="next"]').click()
      await page.waitForURL((u) => u.pathname === '/archive/page/2')
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2')
      await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute('href', url('/archive'))
      const second = await months(page)
      expect(second.length).toBeGreaterThan(0)
      expect(second.filter((m) => first.includes(m))).toEqual([])
      // Newest first: every month on page 2 is older than every month on page 1.
      expect(second[0]! < first.at(-1)!).toBe(true)

      const last = await lastPage(page, url)
      expect(last).toBeGreaterThan(2)
      await page.goto(url(`/archive/page/${last}`))
      await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0)
      await expectNoErrors(errors)

      for (const path of [`/archive/page/${last + 1}`, '/archive/page/0', '/archive/page/abc', '/archive/page/02'])
        expect((await request.get(url(path), { maxRedirects: 0 })).status(), path).toBe(404)
      const one = await request.get(url('/archive/page/1'), { maxRedirects: 0 })
      expect(one.status()).toBeGreaterThanOrEqual(300)
      expect(new URL(one.headers().location ?? '', 'http://x.test').pathname).toBe('/archive')
    })

    test('a bare /archive#yyyy-MM whose month is on a later page lands on it there', async ({ page }) => {
      const errors = watchErrors(page)
      await answerPluginStandIns(page)
      await page.setViewportSize({ width: 1280, height: 700 })
      const last = await lastPage(page, url)
      await page.goto(url(`/archive/page/${last}`))
      const month = (await months(page)).at(-1)!
      await page.goto(url(`/archive#${month}`))
      await page.waitForURL((u) => u.pathname === `/archive/page/${last}` && u.hash === `#${month}`)
      await expectMonthInView(page, month)
      await expectNoErrors(errors)
    })
  })
}

test("an article's date names the archive page of its month, and lands on that month", async ({ page }) => {
  const errors = watchErrors(page)
  await answerPluginStandIns(page)
  await page.setViewportSize({ width: 1280, height: 700 })
  const last = await lastPage(page, (path) => path)
  await page.goto(`/archive/page/${last}`)
  const article = await page
    .locator('main section:has(> h2[id]) a[href^="/article/"]')
    .evaluateAll((as, locked) => as.map((a) => a.getAttribute('href') ?? '').find((href) => href !== locked), LOCKED)
  expect(article).toBeTruthy()
  await page.goto(article!)
  const date = page.locator('#article-wrapper a[data-archive-link]').first()
  const href = (await date.getAttribute('href')) ?? ''
  expect(href).toMatch(new RegExp(`^/archive/page/${last}#\\d{4}-\\d{2}$`))
  const month = href.split('#')[1]!
  await date.click()
  await page.waitForURL((u) => u.pathname === `/archive/page/${last}` && u.hash === `#${month}`)
  await expectMonthInView(page, month)
  await expect(page.locator(`section:has(> h2[id="${month}"])`).locator(`a[href^="${article}"]`)).toHaveCount(1)
  await expectNoErrors(errors)
})
