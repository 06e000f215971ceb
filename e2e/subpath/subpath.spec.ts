// The demo under SUB_PATH=/blog, in a real browser: every link, image, script and request the
// site makes stays under /blog, and the proxy's redirects, the 404's way home, feeds and the
// search box's full page load keep the base path.
import { expect, test, type Page } from '../test'
import { expectNoErrors, watchErrors } from '../helpers'
import { SUB_PATH } from './settings'

/** Same-origin requests that failed or were answered with an error status. */
function watchOwnRequests(page: Page, origin: string): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`)
  })
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).origin === origin) failed.push(`failed ${request.url()}`)
  })
  return failed
}

/** Every site-relative href and src of the page. */
async function sitePaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href], img[src], link[href], script[src], video[src], audio[src], source[src], iframe[src], embed[src], object[data]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('data') ?? '')
      .filter((value) => value.startsWith('/') && !value.startsWith('//')),
  )
}

// The notice bar's quote service of the test builds (another origin): answered here.
test.beforeEach(async ({ page }) => {
  await page.route('**/__quote', (route) =>
    route.fulfill({ json: { hitokoto: 'Stay curious', uuid: 'q1', from: 'Folio' }, headers: { 'access-control-allow-origin': '*' } }),
  )
})

/** Scrolls to the bottom a screen at a time, so every lazy image and embed has loaded. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
}

for (const path of [SUB_PATH, `${SUB_PATH}/article/block-tour`, `${SUB_PATH}/archive`, `${SUB_PATH}/tag`]) {
  test(`${path}: every link, image and request stays under ${SUB_PATH}`, async ({ page, baseURL }) => {
    const errors = watchErrors(page)
    const failed = watchOwnRequests(page, new URL(baseURL ?? '').origin)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await scrollThrough(page)
    // Lazy images, chunks and the search index have had time to load (media may stream on).
    await page.waitForTimeout(1500)
    const outside = (await sitePaths(page)).filter((p) => p !== SUB_PATH && !p.startsWith(`${SUB_PATH}/`))
    expect(outside, outside.join('\n')).toEqual([])
    expect(failed, failed.join('\n')).toEqual([])
    await expectNoErrors(errors)
  })
}

test('the notice bar, a post title and the archive link lead to pages under the base path', async ({ page }) => {
  await page.goto(SUB_PATH)
  // The notice links (the quote's link goes to its own site).
  const hrefs = await page.locator('[data-home-notice] a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs).toHaveLength(3)
  for (const href of hrefs) expect(href).toMatch(new RegExp(`^${SUB_PATH}/`))
  await page.locator('article h2 a[href*="/article/"]').first().click()
  await expect(page).toHaveURL(new RegExp(`${SUB_PATH}/article/`))
  await expect(page.locator('article').first()).toBeVisible()
})

test('redirects keep the base path: /page/1, /feed', async ({ request }) => {
  const first = await request.get(`${SUB_PATH}/page/1?s=x`, { maxRedirects: 0 })
  expect([307, 308]).toContain(first.status())
  expect(first.headers().location).toMatch(new RegExp(`${SUB_PATH}\\?s=x$`))
  const feed = await request.get(`${SUB_PATH}/feed`, { maxRedirects: 0 })
  expect(feed.headers().location).toMatch(new RegExp(`${SUB_PATH}/rss/feed\\.xml$`))
  const xml = await (await request.get(`${SUB_PATH}/rss/feed.xml`)).text()
  expect(xml).toMatch(new RegExp(`<link>https://example\\.com${SUB_PATH}/article/`))
  const index = await (await request.get(`${SUB_PATH}/sitemap.xml`)).text()
  expect(index).toContain(`<loc>https://example.com${SUB_PATH}/sitemap-posts.xml</loc>`)
  const sitemap = await (await request.get(`${SUB_PATH}/sitemap-posts.xml`)).text()
  expect(sitemap).toMatch(new RegExp(`<loc>https://example\\.com${SUB_PATH}/article/`))
})

test('a 404 under the base path goes home to the base path', async ({ page }) => {
  const response = await page.goto(`${SUB_PATH}/article/no-such-post`)
  expect(response?.status()).toBe(404)
  await page.waitForURL((url) => url.pathname === SUB_PATH || url.pathname === `${SUB_PATH}/`, { timeout: 8_000 })
})

test('the search box loads /blog/search/<word> and finds a word of a post body', async ({ page }) => {
  await page.goto(`${SUB_PATH}/search`)
  const box = page.getByRole('searchbox').filter({ visible: true }).first()
  await box.fill('zephyrine')
  await Promise.all([page.waitForURL(`**${SUB_PATH}/search/zephyrine`), box.press('Enter')])
  await expect(page.locator('[data-fulltext]')).toHaveAttribute('data-fulltext', 'ready', { timeout: 15_000 })
  await expect(page.locator(`a[href^="${SUB_PATH}/article/kumano-kodo"]`).first()).toBeVisible()
})
