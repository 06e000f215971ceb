// `npm run export` end to end: the demo exported to files, served by a plain static file server
// (no rewrites, 404.html for misses, as GitHub Pages, S3 and Nginx do), and walked in a browser:
// lists, pagination, a category, a tag, the archive and an article by client-side navigation,
// search through `?s=`, the 404 page, feeds/sitemap/robots, no /api request and no failed one,
// and no locked post anywhere in the files.
// The export makes its own build (NEXT_PUBLIC_FOLIO_STATIC_EXPORT=1): E2E_EXPORT_SKIP_BUILD=1
// reuses the one an earlier run left in .next-export; E2E_EXPORT_DIR serves a finished export.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { expect, test, type Page } from '../test'
import { startStaticServer } from '../../scripts/static-serve'
import { expectNoErrors, HIDDEN_WORDS, watchErrors } from '../helpers'
import { EXPORT_CRAWL_PORT, EXPORT_OUT_DIR, EXPORT_READY_DIR, EXPORT_STATIC_PORT } from './settings'

test.describe.configure({ mode: 'serial' })

/** What only the locked demo post holds: its body's words, title, address and id. */
const LOCKED = ['saffron lighthouse', 'A letter to future me', 'letter-to-future-me', '3dd6ade7455648fbb4eb03d2a8f53c62']
const BODY_ONLY_WORD = 'zephyrine'
const BODY_ONLY_POST = '/article/kumano-kodo'

let server: Server | undefined

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(10 * 60_000)
  if (EXPORT_READY_DIR) {
    expect(existsSync(path.join(EXPORT_READY_DIR, 'index.html')), `E2E_EXPORT_DIR=${EXPORT_READY_DIR} holds no export`).toBe(true)
    server = await startStaticServer(EXPORT_READY_DIR, EXPORT_STATIC_PORT)
    return
  }
  const args = ['tsx', 'scripts/export.ts', '--out', EXPORT_OUT_DIR, '--port', String(EXPORT_CRAWL_PORT)]
  if (process.env.E2E_EXPORT_SKIP_BUILD === '1') args.push('--skip-build')
  const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env })
  expect(result.status, 'npm run export failed').toBe(0)
  server = await startStaticServer(EXPORT_OUT_DIR, EXPORT_STATIC_PORT)
})

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** Every request the page makes: failures (network or HTTP ≥ 400) and /api calls are collected. */
function watchRequests(page: Page) {
  const failed: string[] = []
  const api: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url())
  })
  page.on('requestfailed', (r) => {
    // Next's router pings an ISR page's data with HEAD after a navigation and never reads the
    // answer; Chromium reports that unread answer as aborted. Its status is checked below.
    // A prefetched chunk is cancelled when the link that asked for it leaves the page (search
    // results replaced by new ones): the code was never needed. A chunk that is missing answers
    // 404, which the response check below catches.
    const aborted = r.failure()?.errorText === 'net::ERR_ABORTED'
    if (aborted && (r.method() === 'HEAD' || new URL(r.url()).pathname.startsWith('/_next/static/'))) return
    failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.url()} ${r.status()}`)
  })
  return { failed, api }
}

async function open(page: Page, url: string) {
  // The home's quote service is a local stand-in in the e2e build (e2e/home.spec.ts).
  await page.route(/hitokoto\.cn|\/__quote/, (route) => route.fulfill({ json: { hitokoto: 'q', uuid: 'u', from: 'f' } }))
  return page.goto(url)
}

test('out/ holds every page, its page data, feeds, sitemap, robots, the search index and 404.html', () => {
  const out = (p: string) => path.join(EXPORT_OUT_DIR, p)
  for (const file of ['index.html', '404.html', 'page/2/index.html', 'archive/index.html', 'category/index.html', 'tag/index.html',
    'search/index.html', `${BODY_ONLY_POST.slice(1)}/index.html`, 'robots.txt', 'sitemap.xml', 'sitemap-lists.xml',
    'sitemap-posts.xml', 'sitemap-pages.xml', 'rss/feed.xml', 'rss/atom.xml',
    'rss/feed.json', 'search-index.json', 'feed/index.html', '.nojekyll'])
    expect(existsSync(out(file)), file).toBe(true)
  const buildId = readdirSync(out('_next/data'))[0] ?? ''
  for (const data of ['index.json', 'page/2.json', 'archive.json', `${BODY_ONLY_POST.slice(1)}.json`])
    expect(existsSync(out(`_next/data/${buildId}/${data}`)), data).toBe(true)
  expect(readFileSync(out('sitemap.xml'), 'utf8')).toContain('/sitemap-posts.xml</loc>')
  expect(readFileSync(out('sitemap-posts.xml'), 'utf8')).toContain(`${BODY_ONLY_POST}</loc>`)
  expect(readFileSync(out('robots.txt'), 'utf8')).toContain('Sitemap:')
})

test('no locked post and no hidden post anywhere in out/ (pages, data, feeds, sitemap, search index)', () => {
  const texts = filesUnder(EXPORT_OUT_DIR).filter((f) => /\.(html|json|xml|txt)$/.test(f))
  expect(texts.length).toBeGreaterThan(100)
  for (const file of texts) {
    const text = readFileSync(file, 'utf8').toLowerCase()
    for (const word of [...LOCKED, ...HIDDEN_WORDS]) expect(text.includes(word.toLowerCase()), `${word} in ${file}`).toBe(false)
  }
})

test('client-side navigation: home, page 2, a category, a tag, the archive, an article; nothing fails, no /api', async ({ page }) => {
  const errors = watchErrors(page)
  const requests = watchRequests(page)
  await open(page, '/')
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)
  const go = async (link: ReturnType<Page['locator']>, pathname: string | RegExp) => {
    await link.first().click()
    await page.waitForURL((u) => (typeof pathname === 'string' ? u.pathname === pathname : pathname.test(decodeURI(u.pathname))))
    await expect(page.locator('#main')).toBeVisible()
    expect(await sameDocument(), `client-side navigation to ${page.url()}`).toBe(true)
  }
  await go(page.locator('a[rel="next"]'), '/page/2')
  await expect(page.locator('nav [aria-current="page"]').first()).toHaveText('2')
  await go(page.locator('main a[href^="/category/"]'), /^\/category\/[^/]+$/)
  await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible()
  await go(page.locator('main a[href^="/tag/"]'), /^\/tag\/[^/]+$/)
  await go(page.locator('a[href="/archive"]'), '/archive')
  await go(page.locator(`main a[href="${BODY_ONLY_POST}"]`), BODY_ONLY_POST)
  await expect(page.locator('main h1').first()).toBeVisible()
  await page.goBack()
  await page.waitForURL((u) => u.pathname === '/archive')
  expect(requests.failed, requests.failed.join('\n')).toEqual([])
  expect(requests.api).toEqual([])
  await expectNoErrors(errors)
})

test('a page opened directly works at the address the host gives it (/tag/Notion → /tag/Notion/)', async ({ page }) => {
  const errors = watchErrors(page)
  const requests = watchRequests(page)
  const response = await open(page, '/tag/Notion')
  expect(response?.status()).toBe(200)
  await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible()
  await page.locator('main a[href^="/article/"]').first().click()
  await page.waitForURL((u) => u.pathname.startsWith('/article/'))
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(requests.failed, requests.failed.join('\n')).toEqual([])
  expect(requests.api).toEqual([])
  await expectNoErrors(errors)
})

test('search reads ?s= from the exported index, and the box leads there', async ({ page }) => {
  const errors = watchErrors(page)
  const requests = watchRequests(page)
  await open(page, `/search?s=${BODY_ONLY_WORD}`)
  await expect(page.locator('[data-fulltext]')).toHaveAttribute('data-fulltext', 'ready', { timeout: 15_000 })
  await expect(page.locator(`[data-fulltext] a[href^="${BODY_ONLY_POST}"]`).first()).toBeVisible()
  const box = page.locator('#main input').first()
  await expect(box).toHaveValue(BODY_ONLY_WORD)
  await box.fill('saffron')
  await box.press('Enter')
  await page.waitForURL((u) => u.searchParams.get('s') === 'saffron')
  await expect(page.locator('[data-fulltext]')).toHaveAttribute('data-fulltext', 'ready', { timeout: 15_000 })
  await expect(page.locator('[data-fulltext] [role="status"]')).toBeVisible()
  await expect(page.locator('[data-fulltext] a[href^="/article/"]')).toHaveCount(0)
  await expect(box).toHaveValue('saffron')
  expect(requests.failed, requests.failed.join('\n')).toEqual([])
  expect(requests.api).toEqual([])
  await expectNoErrors(errors)
})

test('a missing address answers 404 with the site 404 page; the locked post is missing too', async ({ page }) => {
  for (const url of ['/no-such-page', '/article/letter-to-future-me']) {
    const response = await open(page, url)
    expect(response?.status(), url).toBe(404)
    await expect(page.locator('body')).toContainText('404')
  }
})

test('feeds, sitemap and robots are served as files', async ({ request }) => {
  for (const [url, type] of [['/rss/feed.xml', 'xml'], ['/rss/atom.xml', 'xml'], ['/rss/feed.json', 'json'], ['/sitemap.xml', 'xml'], ['/sitemap-posts.xml', 'xml'], ['/robots.txt', 'text']] as const) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expect(response.headers()['content-type'], url).toContain(type)
  }
})
