// Post lists on the default build (POST_LIST_STYLE=page) and the archive, in a real browser:
// numbered pages with the spec's previous/next rules, the archive's month anchors, and
// post dates leading to their month on the archive. Both built themes.
import { expect, test, type Page } from './test'
import { DICTIONARIES } from '../lib/i18n/locales'
import { expectMonthInView, expectNoErrors, watchErrors } from './helpers'

// The demo speaks English: its Config row sets LANG to en-US.
const t = DICTIONARIES['en-US']
const ARTICLE = '/article/kumano-kodo'

const pager = (page: Page) => page.getByRole('navigation', { name: t.list.pagination })
const cardTitles = (page: Page) =>
  page.locator('main article h2').evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''))

for (const theme of ['medium', 'example']) {
  const url = (path: string) =>
    theme === 'medium' ? path : `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`

  test.describe(`${theme} theme`, () => {
    test('paged lists: numbered pages, no previous on page 1, page 2 back to /, no next on the last', async ({
      page,
    }) => {
      const errors = watchErrors(page)
      await page.goto(url('/'))
      await expect(page.locator('[data-testid="scroll-post-list"]')).toHaveCount(0)
      const nav = pager(page)
      await expect(nav.locator('[aria-current="page"]')).toHaveText('1')
      await expect(nav.locator('a[rel="prev"]')).toHaveCount(0)
      await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', url('/page/2'))
      await expect(nav.getByRole('link', { name: t.list.goToPage.replace('{n}', '3') })).toHaveAttribute(
        'href',
        url('/page/3'),
      )
      const first = await cardTitles(page)
      expect(first).toHaveLength(12)

      await nav.locator('a[rel="next"]').click()
      await page.waitForURL((u) => u.pathname === '/page/2')
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2')
      await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute('href', url('/'))
      await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute('href', url('/page/3'))
      const second = await cardTitles(page)
      expect(second).toHaveLength(12)
      expect(second.filter((title) => first.includes(title))).toEqual([])

      await page.goto(url('/page/3'))
      await expect(pager(page).locator('a[rel="next"]')).toHaveCount(0)
      await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute('href', url('/page/2'))
      expect((await cardTitles(page)).length).toBeGreaterThan(0)
      await expectNoErrors(errors)
    })

    test('paging keeps the ?s= search text of the address', async ({ page }) => {
      await page.goto(url('/page/2?s=notion'))
      await expect(pager(page).locator('a[rel="prev"]')).toHaveAttribute(
        'href',
        /^\/\?(.*&)?s=notion/,
      )
      await expect(pager(page).locator('a[rel="next"]')).toHaveAttribute(
        'href',
        /^\/page\/3\?(.*&)?s=notion/,
      )
    })

    test('/archive#yyyy-MM lands on that month', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 700 })
      await page.goto(url('/archive'))
      const months = await page
        .locator('main section h2[id]')
        .evaluateAll((hs) => hs.map((h) => h.id))
      expect(months.length).toBeGreaterThan(3)
      for (const month of months) expect(month).toMatch(/^\d{4}-\d{2}$/)
      // A month well below the first screen.
      const month = months[Math.floor(months.length / 2)] as string
      await page.goto(`${url('/archive')}#${month}`)
      await expectMonthInView(page, month)
    })

    test("an article's date leads to its month on the archive", async ({ page }) => {
      const errors = watchErrors(page)
      await page.setViewportSize({ width: 1280, height: 700 })
      await page.goto(url(ARTICLE))
      const date = page.locator('#article-wrapper a[data-archive-link]').first()
      const href = (await date.getAttribute('href')) ?? ''
      expect(href).toMatch(/^\/archive(\?theme=\w+)?#\d{4}-\d{2}$/)
      const month = href.split('#')[1] as string
      await date.click()
      await page.waitForURL((u) => u.pathname === '/archive' && u.hash === `#${month}`)
      await expectMonthInView(page, month)
      // The article is listed under that month.
      const group = page.locator(`section:has(> h2[id="${month}"])`)
      await expect(group.locator(`a[href^="${ARTICLE}"]`)).toHaveCount(1)
      await expectNoErrors(errors)
    })

    test('cards show tags (with colours), and no comment link when no comment system is set', async ({
      page,
    }) => {
      await page.goto(url('/'))
      const tags = page.locator('main article a[href^="/tag/"][data-color]')
      expect(await tags.count()).toBeGreaterThan(0)
      await expect(page.locator('[data-comment-link]')).toHaveCount(0)
    })
  })
}
