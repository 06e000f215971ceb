// Every route of the spec on the demo workspace, in the default theme and in example.
import { expect, test } from '@playwright/test'
import { expectNoErrors, watchErrors } from './helpers'

const SITE = 'Folio Demo'

const ROUTES: [path: string, title: RegExp][] = [
  ['/', new RegExp(`^${SITE} \\| `)],
  ['/page/2', new RegExp(`^2 \\| .+ \\| ${SITE}$`)],
  ['/archive', new RegExp(`\\| ${SITE}$`)],
  ['/category', new RegExp(`\\| ${SITE}$`)],
  ['/category/Engineering', new RegExp(`^Engineering \\| .+ \\| ${SITE}$`)],
  ['/tag', new RegExp(`\\| ${SITE}$`)],
  ['/tag/Notion', new RegExp(`^Notion \\| .+ \\| ${SITE}$`)],
  ['/search', new RegExp(`\\| ${SITE}$`)],
  ['/search/notion', new RegExp(`^notion \\| .+ \\| ${SITE}$`)],
  ['/article/block-tour', new RegExp(`^A tour of every block \\| ${SITE}$`)],
  ['/about', new RegExp(`\\| ${SITE}$`)],
]

for (const theme of ['medium', 'example']) {
  test.describe(`${theme} theme`, () => {
    for (const [path, title] of ROUTES) {
      test(`${path} answers 200 with the right title and no errors`, async ({ page }) => {
        const errors = watchErrors(page)
        const url = theme === 'medium' ? path : `${path}?theme=${theme}`
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(title)
        await expect(page.locator(`#theme-${theme}`)).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectNoErrors(errors)
      })
    }
  })
}

test('unknown URLs, pages and names are real 404s', async ({ request }) => {
  for (const path of ['/article/no-such-post', '/no/such/page', '/page/99', '/page/0', '/page/abc', '/category/Nope', '/tag/Nope', '/search/notion/page/9', '/00000000000000000000000000000000']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
  }
})

test('/page/1 redirects to the home page', async ({ request }) => {
  const response = await request.get('/page/1', { maxRedirects: 0 })
  expect([307, 308]).toContain(response.status())
  expect(response.headers().location).toMatch(/\/$/)
})

test('the 404 page shows the not-found text and goes home after the wait', async ({ page }) => {
  const response = await page.goto('/article/no-such-post')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404').first()).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 })
})

test('?theme=example is rendered by the server and kept while navigating', async ({ page, request }) => {
  const html = await (await request.get('/archive?theme=example')).text()
  expect(html).toContain('id="theme-example"')
  expect(html).not.toContain('id="theme-medium"')
  await page.goto('/?theme=example')
  await page.locator('#theme-example a[href*="/article/"]').first().click()
  await expect(page).toHaveURL(/theme=example/)
  await expect(page.locator('#theme-example')).toBeVisible()
})

test('an unknown theme falls back to the default theme', async ({ request }) => {
  const html = await (await request.get('/?theme=nosuchtheme')).text()
  expect(html).toContain('id="theme-medium"')
})

test('?lang=en-US switches the interface language', async ({ page }) => {
  await page.goto('/archive?lang=en-US')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page).toHaveTitle(/^Archive \| /)
  await page.goto('/archive')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('a page downloads only the code of the theme it shows', async ({ page }) => {
  for (const [url, shown, other] of [['/archive', 'medium', 'example'], ['/archive?theme=example', 'example', 'medium']] as const) {
    const themesInJs = new Set<string>()
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      const body = await response.text().catch(() => '')
      for (const name of [shown, other]) if (body.includes(`theme-${name}`)) themesInJs.add(name)
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    expect([...themesInJs], url).toEqual([shown])
    page.removeAllListeners('response')
  }
})
