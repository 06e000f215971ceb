// A build without Clerk keys: the sign-in screens are real 404s and no page ships Clerk.
// (A build WITH keys cannot be tested here: Clerk sends browsers to its own servers.)
import { expect, test, type Page } from '@playwright/test'

const AUTH_ROUTES = ['/sign-in', '/sign-in/factor-one', '/sign-up', '/dashboard', '/dashboard/security', '/auth/result']
const PAGES = ['/', '/article/block-tour', '/archive']

for (const path of AUTH_ROUTES) {
  test(`${path} is a 404 without Clerk keys`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(404)
  })
}

/** Every script the page loaded, as fetched by the browser. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
  return scripts
}

for (const path of PAGES) {
  test(`${path} loads no script containing Clerk`, async ({ page, request }) => {
    const scripts = await loadedScripts(page, path)
    expect(scripts.length).toBeGreaterThan(0)
    const withClerk: string[] = []
    for (const url of scripts) {
      const text = await (await request.get(url)).text()
      if (/clerk/i.test(text)) withClerk.push(url)
    }
    expect(withClerk, withClerk.join('\n')).toEqual([])
  })
}
