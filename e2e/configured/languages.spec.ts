// A multi-language site (NOTION_PAGE_ID=<demo>,ja:<demo>, REDIRECT_LANG=true in settings.ts):
// the prefix serves the second workspace in its language, links stay under it, and a browser
// asking for that language is sent there.
import { expect, test } from '../test'
import { DICTIONARIES } from '../../lib/i18n/locales'
import { ASSETS } from './settings'

const SITE = 'Folio Demo'
const ja = DICTIONARIES['ja-JP']
const en = DICTIONARIES['en-US']

// This build's third-party plugins point at ASSETS; nothing there matters here.
test.beforeEach(async ({ page }) => {
  await page.route(`${ASSETS}/**`, (route) => route.fulfill({ status: 404, body: '' }))
})

test('/ja/… speaks Japanese, with lang="ja-JP", and its links stay under /ja', async ({ page }) => {
  const response = await page.goto('/ja/archive')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
  await expect(page).toHaveTitle(`${ja.title.archive} | ${SITE}`)
  const article = page.locator('#main a[href^="/ja/article/"]').first()
  await expect(article).toBeVisible()
  await article.click()
  await expect(page).toHaveURL(/\/ja\/article\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
})

test('the default workspace keeps the configured language (the demo Config row: en-US)', async ({ page }) => {
  await page.goto('/archive')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page).toHaveTitle(`${en.title.archive} | ${SITE}`)
})

test('paged and taxonomy routes work under the prefix', async ({ request }) => {
  for (const path of ['/ja', '/ja/page/2', '/ja/category/Engineering', '/ja/tag/Notion', '/ja/search/notion', '/ja/rss/feed.xml']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200)
  }
  expect((await request.get('/de/archive', { maxRedirects: 0 })).status()).toBe(404)
})

test('REDIRECT_LANG sends a browser asking for Japanese to /ja, and no one else', async ({ request }) => {
  const toJa = await request.get('/archive', { headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' }, maxRedirects: 0 })
  expect([307, 308]).toContain(toJa.status())
  expect(new URL(toJa.headers().location!, 'http://x.test').pathname).toBe('/ja/archive')
  const stay = await request.get('/archive', { headers: { 'accept-language': 'en-US,en;q=0.9' }, maxRedirects: 0 })
  expect(stay.status()).toBe(200)
  const already = await request.get('/ja/archive', { headers: { 'accept-language': 'ja' }, maxRedirects: 0 })
  expect(already.status()).toBe(200)
})

test("REDIRECT_LANG leaves a reader whose first language is the site's own (zh-CN) alone", async ({ request }) => {
  const stay = await request.get('/archive', { headers: { 'accept-language': 'zh-CN,zh;q=0.9,ja;q=0.8' }, maxRedirects: 0 })
  expect(stay.status()).toBe(200)
})

test('REDIRECT_LANG never overrides ?lang=, and redirects a visitor only once', async ({ request }) => {
  const ja = { 'accept-language': 'ja-JP,ja;q=0.9' }
  const explicit = await request.get('/archive?lang=zh-CN', { headers: ja, maxRedirects: 0 })
  expect(explicit.status()).toBe(200)
  // The first page sets the choice cookie (this request context keeps it): from then on the
  // default-language site stays readable.
  const again = await request.get('/archive', { headers: ja, maxRedirects: 0 })
  expect(again.status()).toBe(200)
})

test('a first visit is redirected and remembered', async ({ request }) => {
  const ja = { 'accept-language': 'ja' }
  const first = await request.get('/tag', { headers: ja, maxRedirects: 0 })
  expect([307, 308]).toContain(first.status())
  expect(first.headers()['set-cookie']).toContain('folio-language-chosen=1')
  expect((await request.get('/tag', { headers: ja, maxRedirects: 0 })).status()).toBe(200)
})

test('a 404 under /ja speaks Japanese and goes home to /ja', async ({ page }) => {
  const response = await page.goto('/ja/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
  await expect(page).toHaveTitle(`${SITE} | ${ja.title.notFound}`)
  await page.waitForURL((url) => url.pathname === '/ja', { timeout: 6_000 })
})
