// A build without Clerk keys: the sign-in screens are real 404s and no page ships Clerk.
// (A build WITH keys cannot be tested here: Clerk sends browsers to its own servers.)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test'

const AUTH_ROUTES = [
  '/sign-in',
  '/sign-in/factor-one',
  '/sign-in?theme=example',
  '/sign-up',
  '/sign-up/verify-email-address',
  '/dashboard',
  '/dashboard/security',
  '/dashboard?lang=en-US',
  '/auth/result',
  '/auth/result?lite=true',
]
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
    // The browser's own scripts (Chromium's PDF viewer is an extension) are not the site's.
    if (response.request().resourceType() === 'script' && /^https?:/.test(response.url())) scripts.push(response.url())
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

// Every file the build serves under /_next/static (all chunks, lazy ones included, and the
// manifests), read from the build folder the default server runs. Next 16's webpack builds
// write no route-bundle-stats, so the files themselves are searched: Clerk's code names its
// packages, globals and hosts "clerk" all over (minified or not).
const STATIC_DIR = path.resolve(process.env.FOLIO_DIST_DIR || '.next', 'static')

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

test('no file the build serves to browsers contains Clerk code', () => {
  const files = filesUnder(STATIC_DIR)
  const scripts = files.filter((file) => file.endsWith('.js'))
  // The folder really is this build's output: its chunks, pages among them.
  expect(scripts.some((file) => file.includes(`${path.sep}chunks${path.sep}pages${path.sep}`))).toBe(true)
  expect(scripts.length).toBeGreaterThan(20)
  const withClerk = files.filter((file) => /clerk/i.test(readFileSync(file, 'latin1')))
  expect(withClerk, withClerk.join('\n')).toEqual([])
})
