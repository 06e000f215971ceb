// Password-locked posts on the demo (`A letter to future me`, password `folio`): the words of
// its body must reach nobody before the server has checked the password, and the lock screen
// must work in a real browser.
import { expect, test, type APIRequestContext, type Page } from './test'
import { expectNoErrors, watchErrors } from './helpers'

const LOCKED_PATH = '/article/letter-to-future-me'
const PASSWORD = 'folio'
const SECRET = 'saffron lighthouse'
// The password as a JSON or attribute value ("folio" is also the name of a key in page data).
const PASSWORD_VALUE = new RegExp(`["']${PASSWORD}["'](?!\\s*:)`)

/**
 * Each test is a different client for the rate limiter: the server is on loopback, so it reads
 * the client from X-Forwarded-For (as behind a reverse proxy). Random, so reruns against a
 * server that is still up start clean.
 */
const randomClient = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`

async function asNewClient(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() })
}

/** Types the password and presses Enter; resolves once the server has answered. */
async function submit(page: Page, password: string) {
  const field = page.getByTestId('lock-screen').locator('input[type="password"]')
  await field.fill(password)
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/unlock')), field.press('Enter')])
}

interface NextData {
  buildId: string
  props: { pageProps: { data: { post: { id: string; locked: boolean } } } }
}

/** The build id and the locked post as the article page's __NEXT_DATA__ carries them. */
async function lockedPage(request: APIRequestContext) {
  const html = await (await request.get(LOCKED_PATH)).text()
  const json = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(json, 'the article page carries __NEXT_DATA__').toBeTruthy()
  const data = JSON.parse(json ?? '{}') as NextData
  return { buildId: data.buildId, post: data.props.pageProps.data.post }
}

type RichText = Array<[string, ...unknown[]]>
interface BlockRecord {
  value?: { type?: string; properties?: { title?: RichText }; value?: { type?: string; properties?: { title?: RichText } } }
}

/**
 * Every heading and every sentence or clause of three words or more of the locked body,
 * lowercased: read from the unlocked answer itself, so whatever the post says is covered.
 */
async function lockedPhrases(request: APIRequestContext, postId: string): Promise<string[]> {
  const headers = { 'x-forwarded-for': randomClient() }
  const answer = await request.post('/api/unlock', { data: { postId, password: PASSWORD }, headers })
  expect(answer.status()).toBe(200)
  const { body, toc } = (await answer.json()) as { body: { block: Record<string, BlockRecord> }; toc: { text: string }[] }
  const texts = Object.values(body.block).flatMap((record) => {
    // notion-client wraps a block once or twice, depending on its version.
    const block = record.value?.value ?? record.value
    // The page itself (its title is public) and any database around it are not the body.
    if (!block || block.type === 'page' || block.type?.startsWith('collection_view')) return []
    return [(block.properties?.title ?? []).map((run) => run[0]).join('')]
  })
  expect(toc.length, 'the locked demo post has a heading').toBeGreaterThan(0)
  const phrases = [...toc.map((entry) => entry.text), ...texts.flatMap((t) => t.split(/[.!?;,—\n]+/))]
    .map((p) => p.replace(/^[\s—–,-]+|[\s,:]+$/g, '').toLowerCase())
    .filter((p) => p.split(/\s+/).length >= 3)
  expect(phrases.some((p) => p.includes(SECRET))).toBe(true)
  return [...new Set(phrases)]
}

/** Fails when a text carries any of the phrases or the password. */
function expectNoneOf(text: string, phrases: string[], url: string) {
  const lower = text.toLowerCase()
  for (const phrase of phrases) expect(lower.includes(phrase), `${url} must not contain “${phrase}”`).toBe(false)
  expect(PASSWORD_VALUE.test(lower), `${url} must not contain the password`).toBe(false)
}

test('LEAK: the locked body is in no page, page data, feed, sitemap, list or search result', async ({ request }) => {
  const { buildId, post } = await lockedPage(request)
  expect(post.locked).toBe(true)
  const phrases = await lockedPhrases(request, post.id)
  const urls = [
    LOCKED_PATH,
    `${LOCKED_PATH}?theme=example`,
    // The page data as client-side navigation fetches it (the proxy maps it onto the variant).
    `/_next/data/${buildId}${LOCKED_PATH}.json`,
    `/_next/data/${buildId}${LOCKED_PATH}.json?theme=example`,
    '/rss/feed.xml',
    '/rss/atom.xml',
    '/rss/feed.json',
    '/sitemap.xml',
    '/sitemap-lists.xml',
    '/sitemap-posts.xml',
    '/sitemap-pages.xml',
    '/',
    '/page/2',
    '/archive',
    '/search',
    '/search/saffron',
    '/category/Life',
    '/tag/Writing',
  ]
  for (const url of urls) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expectNoneOf(await response.text(), phrases, url)
  }
  // The variant-segment form of the data URL: whatever it answers, never the words.
  const raw = `/_next/data/${buildId}/_v${LOCKED_PATH}.json`
  expectNoneOf(await (await request.get(raw)).text(), phrases, raw)
})

test('LEAK: every page of /api/posts, the search index and every feed leave the locked body out', async ({ request }) => {
  const phrases = await lockedPhrases(request, (await lockedPage(request)).post.id)
  /** Fails when the answer carries the locked words or the password; returns the answer. */
  const expectNoLeak = async (url: string): Promise<string> => {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    const text = await response.text()
    expectNoneOf(text, phrases, url)
    return text
  }
  // Scroll-mode lists: every page of the home list, and the locked post's category and tag.
  for (const list of ['home', 'category:Life', 'tag:Writing']) {
    const first = JSON.parse(await expectNoLeak(`/api/posts?list=${encodeURIComponent(list)}&page=1`)) as {
      totalPages: number
    }
    expect(first.totalPages, list).toBeGreaterThanOrEqual(1)
    for (let page = 2; page <= first.totalPages; page++) {
      await expectNoLeak(`/api/posts?list=${encodeURIComponent(list)}&page=${page}`)
    }
  }
  // The full-text search index the browser loads; the locked post may be named, never read.
  const index = await expectNoLeak('/api/search-index')
  expect(index.length).toBeGreaterThan(100)
  // A static index file, if the build ever emits one.
  const staticIndex = await request.get('/search-index.json')
  if (staticIndex.status() === 200) await expectNoLeak('/search-index.json')
  else expect(staticIndex.status()).toBe(404)
  // Every feed, by its public URL, its API route and the old /feed address.
  for (const url of [
    '/rss/feed.xml',
    '/rss/atom.xml',
    '/rss/feed.json',
    '/api/feeds/rss',
    '/api/feeds/atom',
    '/api/feeds/json',
    '/feed',
  ]) {
    await expectNoLeak(url)
  }
})

test('the endpoint: no-store, 401 wrong, 400 empty, 200 with the body for the right password', async ({ request }) => {
  const postId = (await lockedPage(request)).post.id
  const headers = { 'x-forwarded-for': randomClient() }
  const wrong = await request.post('/api/unlock', { data: { postId, password: 'nope' }, headers })
  expect(wrong.status()).toBe(401)
  expect(wrong.headers()['cache-control']).toBe('no-store')
  expect((await request.post('/api/unlock', { data: { postId, password: '' }, headers })).status()).toBe(400)
  const right = await request.post('/api/unlock', { data: { postId, password: PASSWORD }, headers })
  expect(right.status()).toBe(200)
  expect(await right.text()).toContain(SECRET)
})

test.describe('the lock screen', () => {
  test('wrong password: "Password Error!" in red with a shake; the body stays hidden', async ({ page }) => {
    const errors = watchErrors(page)
    await asNewClient(page)
    await page.goto(`${LOCKED_PATH}?lang=en-US`)
    await expect(page.getByTestId('lock-screen')).toBeVisible()
    await submit(page, 'not-the-password')
    const alert = page.getByTestId('lock-screen').getByRole('alert')
    await expect(alert).toHaveText('Password Error!')
    // Tailwind's red (red-600 light, red-400 dark: oklch, hue ≈ 22–27) and the shake keyframes.
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toMatch(/^oklch\([\d.]+ 0\.(19|2\d)\d* 2\d(\.\d+)?\)$/)
    expect(await alert.evaluate((el) => getComputedStyle(el).animationName)).toMatch(/shake/)
    await expect(page.getByText(SECRET)).toHaveCount(0)
    // The browser logs the 401 answer itself as a failed resource.
    await expectNoErrors(errors.filter((e) => !e.includes('401')))
  })

  test('empty password: a message and no request', async ({ page }) => {
    await asNewClient(page)
    await page.goto(`${LOCKED_PATH}?lang=en-US`)
    let requests = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/unlock')) requests++
    })
    await page.getByTestId('lock-screen').getByRole('button').click()
    await expect(page.getByTestId('lock-screen').getByRole('alert')).toHaveText('Please enter the password.')
    expect(requests).toBe(0)
  })

  test('right password: "Article Unlocked", the body in place; a reload stays unlocked', async ({ page }) => {
    const errors = watchErrors(page)
    await asNewClient(page)
    await page.goto(`${LOCKED_PATH}?lang=en-US`)
    await submit(page, PASSWORD)
    await expect(page.getByText('Article Unlocked')).toBeVisible()
    await expect(page.getByText(SECRET)).toBeVisible()
    await expect(page.getByTestId('lock-screen')).toHaveCount(0)
    const stored = await page.evaluate(() => Object.values(sessionStorage).join('\n'))
    expect(stored).toMatch(/^v1\./)
    expect(stored).not.toContain(PASSWORD)

    await page.reload()
    await expect(page.getByText(SECRET)).toBeVisible()
    await expect(page.getByTestId('lock-screen')).toHaveCount(0)
    await expectNoErrors(errors)
  })

  test('repeated wrong passwords: "try again in N min", and then even the right one waits', async ({ page }) => {
    await asNewClient(page)
    await page.goto(`${LOCKED_PATH}?lang=en-US`)
    const alert = page.getByTestId('lock-screen').getByRole('alert')
    for (let i = 1; i <= 5; i++) {
      await submit(page, `wrong-${i}`)
      await expect(alert).toHaveText('Password Error!')
    }
    // The minutes come from the answer's Retry-After (the 5-minute window).
    await submit(page, 'wrong-6')
    await expect(alert).toHaveText(/^Too many attempts, please try again in [1-5] min\.$/)
    await submit(page, PASSWORD)
    await expect(alert).toHaveText(/^Too many attempts, please try again in [1-5] min\.$/)
    await expect(page.getByText(SECRET)).toHaveCount(0)
  })
})
