// Every route of the spec on the demo workspace, in the default theme and in example.
import { expect, test } from './test'
import { DICTIONARIES } from '../lib/i18n/locales'
import { expectNoErrors, settle, watchErrors } from './helpers'

const SITE = 'Folio Demo'
const DESCRIPTION = 'Notes on writing, building and wandering — a blog written in Notion, rendered by Folio.'
// The demo speaks English: its Config row sets LANG to en-US.
const t = DICTIONARIES['en-US']

/** Every route with its exact title (spec §2 "Page titles"). */
const ROUTES: [path: string, title: string][] = [
  ['/', `${SITE} | ${DESCRIPTION}`],
  ['/page/2', `2 | ${t.title.page} | ${SITE}`],
  ['/page/3', `3 | ${t.title.page} | ${SITE}`],
  ['/archive', `${t.title.archive} | ${SITE}`],
  ['/category', `${t.nav.categories} | ${SITE}`],
  ['/category/Engineering', `Engineering | ${t.title.category} | ${SITE}`],
  ['/category/%E9%9A%8F%E7%AC%94', `随笔 | ${t.title.category} | ${SITE}`],
  ['/tag', `${t.nav.tags} | ${SITE}`],
  ['/tag/Notion', `Notion | ${t.title.tag} | ${SITE}`],
  ['/tag/Next.js', `Next.js | ${t.title.tag} | ${SITE}`],
  ['/search', `${t.title.search} | ${SITE}`],
  ['/search/notion', `notion | ${t.title.search} | ${SITE}`],
  // 23 posts match "a": two pages of 12.
  ['/search/a/page/2', `a | ${t.title.search} | ${SITE}`],
  ['/article/block-tour', `A tour of every block | ${SITE}`],
  ['/about', `About | ${SITE}`],
  // Invisible: reachable by its URL (never listed).
  ['/article/design-review-notes', `Notes for the design review | ${SITE}`],
]

for (const theme of ['medium', 'example']) {
  test.describe(`${theme} theme`, () => {
    for (const [path, title] of ROUTES) {
      test(`${path} answers 200 titled "${title}" with no errors`, async ({ page }) => {
        const errors = watchErrors(page)
        const url = theme === 'medium' ? path : `${path}?theme=${theme}`
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(title)
        await expect(page.locator(`#theme-${theme}`)).toBeVisible()
        await settle(page)
        await expectNoErrors(errors)
      })
    }
  })
}

test('unknown URLs, pages and names are real 404s', async ({ request }) => {
  for (const path of ['/article/no-such-post', '/no/such/page', '/page/99', '/page/0', '/page/abc', '/category/Nope', '/tag/Nope', '/search/notion/page/9', '/search/a/page/3', '/00000000000000000000000000000000']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
  }
})

test('no category or tag of the demo fills a second page: those pages are 404s', async ({ request }) => {
  // 12 posts a page; the biggest category and tag have 7.
  for (const path of ['/category/Engineering/page/2', '/tag/Notion/page/2', '/tag/Writing/page/2']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

test('drafts and scheduled posts do not exist for visitors', async ({ request }) => {
  for (const path of ['/article/draft-ideas', '/article/future-post']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
})

test('the 404 page is titled "site | Page Not Found"', async ({ page }) => {
  for (const path of ['/404', '/article/no-such-post']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page).toHaveTitle(`${SITE} | ${t.title.notFound}`)
  }
})

test('?s= is shown in list titles and kept by the paging links', async ({ page }) => {
  await page.goto('/page/2?s=abc')
  await expect(page).toHaveTitle(`abc | 2 | ${t.title.page} | ${SITE}`)
  await expect(page.locator('#theme-medium a[rel="prev"]')).toHaveAttribute('href', '/?s=abc')
  await expect(page.locator('#theme-medium a[rel="next"]')).toHaveAttribute('href', '/page/3?s=abc')
  await page.locator('#theme-medium a[rel="next"]').click()
  await expect(page).toHaveURL(/\/page\/3\?s=abc$/)
  await expect(page).toHaveTitle(`abc | 3 | ${t.title.page} | ${SITE}`)
})

test('/search?s=kw shows the results for kw, titled with it', async ({ page }) => {
  const response = await page.goto('/search?s=notion')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/search\/notion$/)
  await expect(page).toHaveTitle(`notion | ${t.title.search} | ${SITE}`)
})

test('/page/1 redirects to the home page, keeping the query', async ({ request }) => {
  const response = await request.get('/page/1', { maxRedirects: 0 })
  expect([307, 308]).toContain(response.status())
  expect(response.headers().location).toMatch(/\/$/)
  const kept = await request.get('/tag/Notion/page/1?s=abc&theme=example', { maxRedirects: 0 })
  expect(kept.headers().location).toMatch(/\/tag\/Notion\?s=abc&theme=example$/)
})

test('the 404 page shows the not-found text and goes home after 3 s (NOT_FOUND_REDIRECT_SECONDS)', async ({ page }) => {
  const start = Date.now()
  const response = await page.goto('/article/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404').first()).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6_000 })
  expect(Date.now() - start).toBeGreaterThanOrEqual(2_500)
})

test('a 404 keeps the theme the address asks for, and its way home keeps ?theme=', async ({ page }) => {
  for (const path of ['/nope?theme=example', '/404?theme=example']) {
    // What the first paint shows: the default theme's frame is hidden until the switch.
    await page.addInitScript(() => {
      // 'interactive': the HTML is parsed and no page script has run yet.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        const hidden = document.documentElement.classList.contains('folio-variant-pending')
        ;(window as unknown as { firstPaintHidden?: boolean }).firstPaintHidden = hidden
      })
    })
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    expect(await page.evaluate(() => (window as unknown as { firstPaintHidden?: boolean }).firstPaintHidden)).toBe(true)
    await expect(page.locator('html')).not.toHaveClass(/folio-variant-pending/)
    await expect(page.locator('#theme-example')).toBeVisible()
    await expect(page.locator('#theme-medium')).toHaveCount(0)
    await expect(page).toHaveTitle(`${SITE} | ${t.title.notFound}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('theme') === 'example', { timeout: 6_000 })
    await expect(page.locator('#theme-example')).toBeVisible()
  }
})

test('?theme=example is rendered by the server and kept while navigating', async ({ page, request }) => {
  const html = await (await request.get('/archive?theme=example')).text()
  expect(html).toContain('id="theme-example"')
  expect(html).not.toContain('id="theme-medium"')
  await page.goto('/?theme=example')
  // A post title in the list (the hero's recommended posts sit under the 'today' card, inert).
  await page.locator('#theme-example article h2 a[href*="/article/"]').first().click()
  await expect(page).toHaveURL(/theme=example/)
  await expect(page.locator('#theme-example')).toBeVisible()
})

test('an unknown theme falls back to the default theme', async ({ request }) => {
  const html = await (await request.get('/?theme=nosuchtheme')).text()
  expect(html).toContain('id="theme-medium"')
})

test('?lang=zh-CN switches the interface language', async ({ page }) => {
  await page.goto('/archive?lang=zh-CN')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page).toHaveTitle(`${DICTIONARIES['zh-CN'].title.archive} | ${SITE}`)
  await page.goto('/archive')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test('a page downloads only the code of the theme it shows', async ({ page }) => {
  for (const [url, shown, other] of [['/archive', 'medium', 'example'], ['/archive?theme=example', 'example', 'medium']] as const) {
    const themesInJs = new Set<string>()
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      const body = await response.text().catch(() => '')
      // A theme's frame names itself to the kit's FrameRoot: `theme:"medium"` in its own chunk only.
      for (const name of [shown, other]) if (body.includes(`theme:"${name}"`)) themesInJs.add(name)
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    expect([...themesInJs], url).toEqual([shown])
    page.removeAllListeners('response')
  }
})
