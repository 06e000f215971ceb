// Scroll mode (POST_LIST_STYLE=scroll on the configured build) in a real browser: more posts
// when the list's end comes within 100 px of the window's bottom (checked at most every
// 500 ms), the More button, "No more" at the end, and never more posts than the list holds.
import { expect, test, type Page, type Request } from '../test'
import { DICTIONARIES } from '../../lib/i18n/locales'
import { ASSETS } from './settings'

// The demo speaks English: its Config row sets LANG to en-US.
const t = DICTIONARIES['en-US']
const PER_PAGE = 12

const list = (page: Page) => page.getByTestId('scroll-post-list')
const cards = (page: Page) => list(page).locator('article')
const more = (page: Page) => page.getByRole('link', { name: t.list.more, exact: true })
const noMore = (page: Page) => page.getByText(t.list.noMore, { exact: true })

/** The home list's size, from the same API the page uses. */
async function homeTotal(page: Page): Promise<number> {
  const response = await page.request.get('/api/posts?list=home&page=1')
  return ((await response.json()) as { total: number }).total
}

/** Records the page's /api/posts requests. */
function watchMore(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/posts') requests.push(r)
  })
  return requests
}

/** Scrolls so that the list's bottom edge sits `gap` px below the window's bottom. */
async function scrollListBottomTo(page: Page, gap: number) {
  await page.evaluate((g) => {
    const bottom = document.querySelector('[data-testid="scroll-post-list"]')!.getBoundingClientRect()
      .bottom
    window.scrollBy(0, bottom - window.innerHeight - g)
  }, gap)
}

async function open(page: Page, path: string) {
  await page.route(`${ASSETS}/**`, (route) => route.fulfill({ status: 404, body: '' }))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(path)
  await expect(cards(page)).toHaveCount(PER_PAGE)
  await page.waitForLoadState('networkidle')
}

// The example theme places no welcome cover, so its home is reachable at once; the medium
// home is checked behind its cover below.
test('scrolling near the end loads the next page: within 100 px, not before', async ({ page }) => {
  await open(page, '/?theme=example')
  const requests = watchMore(page)
  await expect(page.getByRole('navigation', { name: t.list.pagination })).toHaveCount(0)
  // 160 px short of the trigger margin: nothing.
  await scrollListBottomTo(page, 260)
  await page.waitForTimeout(800)
  expect(requests).toHaveLength(0)
  await expect(cards(page)).toHaveCount(PER_PAGE)
  // Within 100 px: the next page comes.
  await scrollListBottomTo(page, 60)
  await expect(cards(page)).toHaveCount(PER_PAGE * 2)
  expect(requests).toHaveLength(1)
  expect(new URL(requests[0]!.url()).searchParams.get('page')).toBe('2')
})

/**
 * `count` scroll events, each to the page's very end or 1 px short of it (both well within the
 * 100 px margin), one at a time: a browser fires at most one scroll event per frame.
 */
async function scrollEventsAtTheEnd(page: Page, count: number) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) {
      await new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true })
        const end = document.documentElement.scrollHeight - window.innerHeight
        window.scrollTo(0, window.scrollY >= end ? end - 1 : end)
      })
    }
  }, count)
}

/** Lets the page run (real time) long enough for a request it would send to be seen. */
const settle = (page: Page) => page.waitForTimeout(300)

// The page's clock stands still (page.clock) and moves only when the test moves it, so the
// 500 ms throttle is checked exactly however slow the machine is: while the visitor keeps
// scrolling at the end, nothing more is asked for until 500 ms have passed, then one page.
test('keeps loading while the visitor scrolls, at most every 500 ms, then says "No more"', async ({
  page,
}) => {
  // A page at a time with real waits in between: more than the default on a busy machine.
  test.setTimeout(60_000)
  const total = await homeTotal(page)
  const pages = Math.ceil(total / PER_PAGE)
  expect(pages).toBeGreaterThan(2)
  await page.clock.install()
  await open(page, '/?theme=example')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  const requests = watchMore(page)
  // The first scroll event at the end checks at once: page 2.
  await scrollEventsAtTheEnd(page, 3)
  await expect(cards(page)).toHaveCount(PER_PAGE * 2)
  expect(requests).toHaveLength(1)
  for (let next = 3; next <= pages; next++) {
    // At the end again, within the same 500 ms: nothing yet, however many scroll events.
    await scrollEventsAtTheEnd(page, 5)
    await settle(page)
    expect(requests).toHaveLength(next - 2)
    await page.clock.runFor(499)
    await settle(page)
    expect(requests).toHaveLength(next - 2)
    // 500 ms after the last check: the check that was held back runs, and asks for one page.
    await page.clock.runFor(1)
    await expect(cards(page)).toHaveCount(Math.min(total, PER_PAGE * next))
    expect(requests).toHaveLength(next - 1)
    expect(new URL(requests.at(-1)!.url()).searchParams.get('page')).toBe(String(next))
  }
  await expect(noMore(page)).toBeVisible()
  await expect(more(page)).toHaveCount(0)
  // Every post once.
  const hrefs = await cards(page).locator('h2 a, a:has(h2)').evaluateAll((as) =>
    as.map((a) => a.getAttribute('href')),
  )
  expect(new Set(hrefs).size).toBe(total)
  // Scrolling on asks for nothing more.
  await scrollEventsAtTheEnd(page, 3)
  await page.clock.runFor(2_000)
  await settle(page)
  expect(requests).toHaveLength(pages - 1)
})

test('the More button loads the next page, and is replaced by "No more" at the end', async ({
  page,
}) => {
  const total = await homeTotal(page)
  await open(page, '/?theme=example')
  await expect(more(page)).toHaveAttribute('href', '/page/2?theme=example')
  let shown = PER_PAGE
  while (shown < total) {
    // Clicked where it is, without scrolling to it (scrolling near the end loads by itself).
    await more(page).dispatchEvent('click')
    shown = Math.min(total, shown + PER_PAGE)
    await expect(cards(page)).toHaveCount(shown)
    // Still on the home page: More loads in place.
    expect(new URL(page.url()).pathname).toBe('/')
  }
  await expect(noMore(page)).toBeVisible()
  await expect(more(page)).toHaveCount(0)
  expect(await cards(page).count()).toBeLessThanOrEqual(total)
})

test('medium: the home list scrolls for more behind the welcome cover, and a short list says "No more" at once', async ({
  page,
}) => {
  const total = await homeTotal(page)
  await page.route(`${ASSETS}/**`, (route) => route.fulfill({ status: 404, body: '' }))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.locator('[data-loading-cover]').click()
  await expect(page.locator('[data-loading-cover]')).toHaveCount(0, { timeout: 5000 })
  await expect(cards(page)).toHaveCount(PER_PAGE)
  await more(page).dispatchEvent('click')
  await expect(cards(page)).toHaveCount(Math.min(total, PER_PAGE * 2))
  await scrollListBottomTo(page, 0)
  await expect(cards(page)).toHaveCount(Math.min(total, PER_PAGE * 3))
  // A category of fewer than 12 posts: everything at once, "No more", no request.
  const requests = watchMore(page)
  await page.goto('/category/Engineering')
  await expect(noMore(page)).toBeVisible()
  await expect(more(page)).toHaveCount(0)
  await page.mouse.wheel(0, 4000)
  await page.waitForTimeout(800)
  expect(requests).toHaveLength(0)
})

test('moving in the page from one category to another shows the other category\'s posts', async ({
  page,
}) => {
  /** A list's post paths, from the same API the page uses. */
  const listPaths = async (list: string) => {
    const response = await page.request.get(`/api/posts?list=${encodeURIComponent(list)}&page=1`)
    return ((await response.json()) as { posts: { href: string }[] }).posts.map((p) => p.href)
  }
  const shownPaths = () =>
    cards(page)
      .locator('h2 a, a:has(h2)')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  const life = await listPaths('category:Life')
  expect(life.length).toBeGreaterThan(0)
  await page.route(`${ASSETS}/**`, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/category/Engineering?theme=example')
  await expect(cards(page).first()).toBeVisible()
  expect(await shownPaths()).toEqual(await listPaths('category:Engineering'))
  // A client-side move (the sidebar's category list): the page component stays mounted.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.locator('a[href^="/category/Life"]').first().click()
  await expect(page).toHaveURL(/\/category\/Life/)
  await expect.poll(shownPaths).toEqual(life)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
