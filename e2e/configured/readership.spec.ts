// Folio's own counter on the configured build (ANALYTICS_FOLIO_ENABLED, SQLite under the
// server's FOLIO_CACHE_DIR): a visit raises its page's figures and the site's, a reload within
// the window and a bot do not, the figures fill the footer and the article header of several
// themes, the beacon goes once per page (never from a lock screen) and the most-read widget
// lists the most viewed post first. Counts persist between runs: every check is relative to the
// figures read first, on pages no other configured spec visits.
import { expect, test, type Page } from '../test'
import { DICTIONARIES } from '../../lib/i18n/locales'
import {
  countIn,
  expectPageViews,
  figures,
  GOOGLEBOT,
  isViewBeacon,
  newReader,
  popular,
  postView,
  readPage,
} from './readership-helpers'

const t = DICTIONARIES['en-US']
// The views of the batch being written when a check starts have landed after this.
const WRITE_MS = 2500

test('a visit raises the page’s views and the site’s; a reload within the window does not', async ({ browser, request }) => {
  const path = '/article/isr-notes'
  const before = await figures(request, path)
  const reader = newReader()
  await readPage(browser, path, reader)
  await expectPageViews(request, path, before.page.views + 1)
  const after = await figures(request, path)
  expect(after.page.visitors).toBe(before.page.visitors + 1)
  expect(after.site.views).toBeGreaterThan(before.site.views)
  expect(after.site.visitors).toBeGreaterThan(before.site.visitors)

  // The same reader again (a new browser: nothing cached), then a reload: the page shows the
  // one view counted, and neither visit adds one.
  await readPage(browser, path, reader, async (page: Page) => {
    await expect(page.locator('[data-counter="pagePv"]').first()).toHaveText(`${t.post.views} ${new Intl.NumberFormat('en-US').format(before.page.views + 1)}`)
    const again = page.waitForRequest(isViewBeacon)
    await page.reload()
    await again
  })
  // Another reader's view lands after the reloads would have: then the count is exact.
  await postView(request, path, newReader())
  await expectPageViews(request, path, before.page.views + 2)
  await new Promise((resolve) => setTimeout(resolve, WRITE_MS))
  expect((await figures(request, path)).page.views).toBe(before.page.views + 2)
})

test('a bot counts nowhere: posting straight to the view endpoint, or reading a page', async ({ browser, request }) => {
  const path = '/article/caching-by-last-edited'
  const before = await figures(request, path)
  for (const agent of [GOOGLEBOT, 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Baiduspider', 'curl/8.5.0'])
    await postView(request, path, agent)
  // The page sends its view whoever reads it; the server does not count a bot's.
  await readPage(browser, path, GOOGLEBOT)
  // A prefetch is not a view either.
  const prefetch = await request.post('/api/readership/view', {
    data: JSON.stringify({ path }),
    headers: { 'content-type': 'text/plain', 'user-agent': newReader(), 'sec-purpose': 'prefetch' },
  })
  expect(prefetch.status()).toBe(204)
  await postView(request, path, newReader())
  await expectPageViews(request, path, before.page.views + 1)
  await new Promise((resolve) => setTimeout(resolve, WRITE_MS))
  expect((await figures(request, path)).page.views).toBe(before.page.views + 1)
})

for (const theme of ['hexo', 'heo', 'next']) {
  test(`${theme}: the footer shows the site’s views and visitors, the article header the page’s views`, async ({ browser, request }) => {
    const path = '/article/quiet-home-page'
    // The page has a counted view before it is read (its own is written a second later).
    const before = await figures(request, path)
    await postView(request, path, newReader())
    // At least: the previous theme's page load may be written meanwhile.
    await expect.poll(async () => (await figures(request, path)).page.views, { timeout: 20_000 }).toBeGreaterThan(before.page.views)
    await readPage(browser, `${path}?theme=${theme}`, newReader(), async (page: Page) => {
      const footer = page.locator('footer [data-visitor-counters]')
      await expect(footer.locator('[data-counter="sitePv"]')).toHaveText(new RegExp(`^${t.footer.pageViews} [\\d,]+$`))
      await expect(footer.locator('[data-counter="siteUv"]')).toHaveText(new RegExp(`^${t.footer.visitors} [\\d,]+$`))
      const pageViews = page.locator('header [data-counter="pagePv"]').first()
      await expect(pageViews).toHaveText(new RegExp(`^${t.post.views} [\\d,]+$`))
      // What the page shows is what the counter answered (it may have counted more since).
      const now = await figures(request, path)
      const shown = countIn(await pageViews.textContent())
      expect(shown).toBeGreaterThan(0)
      expect(shown).toBeLessThanOrEqual(now.page.views)
      expect(countIn(await footer.locator('[data-counter="sitePv"]').textContent())).toBeLessThanOrEqual(now.site.views)
      expect(countIn(await footer.locator('[data-counter="siteUv"]').textContent())).toBeLessThanOrEqual(now.site.visitors)
    })
  })
}

test('the view goes once a page after it loaded, again after a navigation to another page, and not from a lock screen until it is unlocked', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: newReader() })
  const page = await context.newPage()
  // The document's state each time the page calls sendBeacon.
  await page.addInitScript(() => {
    const states: string[] = []
    Object.assign(window, { beaconStates: states })
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => (states.push(document.readyState), send(url, data))
  })
  const views: string[] = []
  page.on('request', (request) => {
    if (isViewBeacon(request)) views.push((JSON.parse(request.postData() ?? '{}') as { path: string }).path)
  })
  try {
    await page.goto('/archive?theme=hexo')
    await expect.poll(() => views).toEqual(['/archive'])
    expect(await page.evaluate(() => (window as unknown as { beaconStates: string[] }).beaconStates)).toEqual(['complete'])
    // A client-side navigation: a new page, a new view.
    // Any article but the locked one (a lock screen sends no view).
    const link = page.locator('a[href^="/article/"]:not([href*="letter-to-future-me"]):visible').first()
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname
    await link.click()
    await expect(page).toHaveURL(new RegExp(href))
    await expect.poll(() => views).toEqual(['/archive', href])

    const locked = '/article/letter-to-future-me'
    await page.goto(locked)
    await expect(page.getByTestId('lock-screen')).toBeVisible()
    await page.waitForTimeout(WRITE_MS)
    expect(views).toEqual(['/archive', href])
    const field = page.getByTestId('lock-screen').locator('input[type="password"]')
    await field.fill('folio')
    await field.press('Enter')
    await expect(page.getByText('Article Unlocked')).toBeVisible()
    await expect.poll(() => views).toEqual(['/archive', href, locked])
  } finally {
    await context.close()
  }
})

test('the most-read widget lists the most viewed post first', async ({ browser, request }) => {
  const target = '/article/old-bookshop'
  test.setTimeout(60_000)
  // More views than the leader has, with a margin: the ranking read here may be up to 10 s old
  // and other tests' views land meanwhile.
  const ranking = await popular(request)
  const own = ranking.find((post) => post.href === target)?.views ?? 0
  const needed = Math.max((ranking[0]?.views ?? 0) - own, 0) + 20
  for (let i = 0; i < needed; i += 1) await postView(request, target, newReader())
  // The server reads the ranking again at most every 10 s.
  await expect.poll(async () => (await popular(request))[0]?.href, { timeout: 30_000 }).toBe(target)
  const leader = (await popular(request))[0]

  for (const [theme, sidebar] of [['hexo', '[data-hexo-sidebar]'], ['medium', '[data-testid="medium-right-panel"]']] as const) {
    await readPage(browser, `/archive?theme=${theme}`, newReader(), async (page: Page) => {
      const widget = page.locator(`${sidebar} [data-section="popular-posts"]`)
      await expect(widget.getByRole('heading')).toHaveText(t.widgets.popularPosts)
      const first = widget.locator('li').first()
      await expect(first.getByRole('link')).toHaveText(leader?.title ?? '')
      expect(new URL((await first.getByRole('link').getAttribute('href')) ?? '', 'http://x').pathname).toBe(target)
      await expect(first).toContainText(/\d+ views?/)
    })
  }
})
