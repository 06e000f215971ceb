// Search on the demo, in a real browser: words found only in a post body are found (through
// the full-text index the browser loads) and marked; the words of hidden and locked posts are
// found nowhere; the box's empty submission goes home. Needs <SearchResults> in LayoutSearch.
import { expect, test, type ConsoleMessage, type Page } from './test'
import { expectNoErrors, HIDDEN_WORDS, watchErrors } from './helpers'

const BODY_ONLY_WORD = 'zephyrine'
const BODY_ONLY_POST = '/article/kumano-kodo'
const LOCKED_POST = '/article/letter-to-future-me'

/** Waits until the browser has searched the full-text index (or failed to load it). */
async function fullTextAnswered(page: Page) {
  await expect(page.locator('[data-fulltext="ready"], [data-fulltext="error"]')).toHaveCount(1, {
    timeout: 15_000,
  })
  await expect(page.locator('[data-fulltext]')).toHaveAttribute('data-fulltext', 'ready')
}

/** 'No results found.' in the site's language (the demo's is English). */
const noResults = (page: Page) => page.locator('[data-fulltext] [role="status"]')

for (const theme of ['medium', 'example']) {
  test.describe(`${theme} theme`, () => {
    const url = (path: string) => (theme === 'medium' ? path : `${path}?theme=${theme}`)

    test('a word found only in a post body is found and marked', async ({ page }) => {
      const errors = watchErrors(page)
      await page.goto(url(`/search/${BODY_ONLY_WORD}`))
      await fullTextAnswered(page)
      const hit = page.locator(`a[href^="${BODY_ONLY_POST}"]`).first()
      await expect(hit).toBeVisible()
      await expect(
        page.locator('mark', { hasText: new RegExp(BODY_ONLY_WORD, 'i') }).first(),
      ).toBeVisible()
      await expect(noResults(page)).toHaveCount(0)
      await expectNoErrors(errors)
    })

    test("a locked post's words and hidden posts' words are not findable", async ({ page }) => {
      for (const word of ['saffron', ...HIDDEN_WORDS]) {
        await page.goto(url(`/search/${encodeURIComponent(word)}`))
        await fullTextAnswered(page)
        await expect(noResults(page), word).toBeVisible()
        await expect(page.locator(`a[href^="${LOCKED_POST}"]`), word).toHaveCount(0)
      }
    })
  })
}

test('the page says "searching" until the index answers, never "no results" first', async ({
  request,
  browser,
}) => {
  // The server HTML (what shows before hydration): pending, 'No results' only inside <noscript>.
  const html = await (await request.get(`/search/${BODY_ONLY_WORD}`)).text()
  expect(html).toContain('data-search-pending')
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
  expect(outsideNoscript).not.toMatch(/No results found\.|没有找到/)
  // Without JavaScript the server's (empty) matches are all there is: 'No results' at once.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/search/${BODY_ONLY_WORD}`)
  await expect(page.locator('[data-search-pending]')).toBeHidden()
  await expect(
    page.locator('[data-fulltext] [role="status"]:not([data-search-pending])'),
  ).toBeVisible()
  await context.close()
})

test('typing a body-only word in the box and pressing Enter finds it after a full page load', async ({
  page,
}) => {
  await page.goto('/search')
  const box = page.getByRole('searchbox').filter({ visible: true }).first()
  await box.fill(BODY_ONLY_WORD)
  await Promise.all([page.waitForURL(`**/search/${BODY_ONLY_WORD}`), box.press('Enter')])
  await fullTextAnswered(page)
  await expect(page.locator(`a[href^="${BODY_ONLY_POST}"]`).first()).toBeVisible()
})

test('an empty submission goes to the home page', async ({ page }) => {
  await page.goto(`/search/${BODY_ONLY_WORD}`)
  const box = page.getByRole('searchbox').filter({ visible: true }).first()
  await box.fill('')
  await Promise.all([page.waitForURL((u) => u.pathname === '/'), box.press('Enter')])
})

test.describe('where the browser gets the index', () => {
  /** Records which index URLs the page requests; `apiDown` answers the API with a 404. */
  async function watchIndex(page: Page, apiDown: boolean): Promise<string[]> {
    const asked: string[] = []
    await page.route(/\/(api\/search-index|search-index[\w-]*\.json)/, (route) => {
      const path = new URL(route.request().url()).pathname
      asked.push(path)
      return apiDown && path.startsWith('/api/')
        ? route.fulfill({ status: 404, body: 'Not found' })
        : route.continue()
    })
    return asked
  }

  test('from the API when a server answers (the static file is not downloaded)', async ({
    page,
  }) => {
    const asked = await watchIndex(page, false)
    await page.goto(`/search/${BODY_ONLY_WORD}`)
    await fullTextAnswered(page)
    await expect(page.locator(`a[href^="${BODY_ONLY_POST}"]`).first()).toBeVisible()
    expect(asked).toEqual(['/api/search-index'])
  })

  test('from the static file of the build when there is no API (static deploy)', async ({
    page,
  }) => {
    const asked = await watchIndex(page, true)
    await page.goto(`/search/${BODY_ONLY_WORD}`)
    await fullTextAnswered(page)
    await expect(page.locator(`a[href^="${BODY_ONLY_POST}"]`).first()).toBeVisible()
    await expect(
      page.locator('mark', { hasText: new RegExp(BODY_ONLY_WORD, 'i') }).first(),
    ).toBeVisible()
    expect(asked).toEqual(['/api/search-index', '/search-index.json'])
  })

  test('a large site: the index answers a pointer and the server answers the query (/api/search)', async ({
    page,
  }) => {
    const asked: string[] = []
    // The demo's index is small enough to go whole: answer as a large site's would.
    await page.route(/\/api\/search-index/, (route) =>
      route.fulfill({ json: { format: 1, signature: 'large', docCount: 10_000 } }),
    )
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/search')) asked.push(`${url.pathname}${url.search}`)
    })
    await page.goto(`/search/${BODY_ONLY_WORD}`)
    await fullTextAnswered(page)
    await expect(page.locator(`a[href^="${BODY_ONLY_POST}"]`).first()).toBeVisible()
    await expect(page.locator('mark', { hasText: new RegExp(BODY_ONLY_WORD, 'i') }).first()).toBeVisible()
    expect(asked).toEqual(['/api/search-index', `/api/search?q=${BODY_ONLY_WORD}&n=50&skip=matches`])
  })

  test('the static file holds no hidden or locked words either', async ({ request }) => {
    const response = await request.get('/search-index.json')
    expect(response.status()).toBe(200)
    const text = (await response.text()).toLowerCase()
    expect(text).toContain(BODY_ONLY_WORD)
    for (const word of ['saffron', ...HIDDEN_WORDS]) expect(text).not.toContain(word)
  })
})

test('the 404 page of a search path hydrates without errors (the box starts empty)', async ({
  page,
}) => {
  for (const path of ['/search/notion/page/2', '/search/zzz/page/2']) {
    const errors: string[] = []
    const onError = (e: Error) => errors.push(`pageerror: ${e.message}`)
    const onConsole = (m: ConsoleMessage) => {
      // The 404 answers themselves (the page and its data file) are the point of the page.
      if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text())
    }
    page.on('pageerror', onError)
    page.on('console', onConsole)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    // Hydrated (a mismatch would have been reported by now), well before the redirect home.
    await page.waitForLoadState('load')
    await page.waitForTimeout(1500)
    expect(new URL(page.url()).pathname).toBe(path)
    for (const box of await page.getByRole('searchbox').all()) await expect(box).toHaveValue('')
    expect(errors, `${path}\n${errors.join('\n')}`).toEqual([])
    page.off('pageerror', onError)
    page.off('console', onConsole)
  }
})

test('the index file holds no hidden or locked words and revalidates by ETag', async ({
  request,
}) => {
  const response = await request.get('/api/search-index')
  expect(response.status()).toBe(200)
  const text = (await response.text()).toLowerCase()
  expect(text).toContain(BODY_ONLY_WORD)
  for (const word of ['saffron', ...HIDDEN_WORDS]) expect(text).not.toContain(word)
  // Weak when the answer is a compressed copy (lib/server/served-copy.ts), strong otherwise.
  const etag = response.headers().etag ?? ''
  expect(etag).toMatch(/^(W\/)?"/)
  const again = await request.get('/api/search-index', { headers: { 'if-none-match': etag } })
  expect(again.status()).toBe(304)
})

test('scroll mode can fetch the next page of a list', async ({ request }) => {
  const response = await request.get('/api/posts?list=home&page=2')
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { posts: { href: string }[]; page: number; total: number }
  expect(body.page).toBe(2)
  expect(body.posts.length).toBeGreaterThan(0)
  expect(body.total).toBeGreaterThan(body.posts.length)
  expect(JSON.stringify(body).toLowerCase()).not.toContain('saffron')
})
