// Folio's own counter as the e2e specs drive it (ANALYTICS_FOLIO_ENABLED on the configured
// build): readers with user agents of their own (the counter tells visitors apart by address
// and agent, and every browser here has the same address), the figures and popular answers,
// views posted straight to the endpoint, and pages read in browsers of their own.
import { expect, type APIRequestContext, type Browser, type Page, type Request } from '../test'

export interface Figures {
  site: { views: number; visitors: number }
  page: { views: number; visitors: number }
}

export interface PopularPost {
  id: string
  title: string
  href: string
  views: number
}

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let readers = 0

/** A user agent no earlier test or run used: a new visitor, whose first view of a page counts. */
export function newReader(): string {
  readers += 1
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Reader/${Date.now()}.${process.pid}.${readers}`
}

export async function figures(request: APIRequestContext, path: string): Promise<Figures> {
  const response = await request.get(`/api/readership/figures?path=${encodeURIComponent(path)}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Figures
}

export async function popular(request: APIRequestContext): Promise<PopularPost[]> {
  const response = await request.get('/api/readership/popular')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { posts: PopularPost[] }).posts
}

/** Waits until the page's views are `views` (the server writes the views it got about every second). */
export async function expectPageViews(request: APIRequestContext, path: string, views: number): Promise<void> {
  await expect.poll(async () => (await figures(request, path)).page.views, { timeout: 20_000 }).toBe(views)
}

/** A view as navigator.sendBeacon posts it, from `userAgent`. */
export async function postView(request: APIRequestContext, path: string, userAgent: string): Promise<void> {
  const response = await request.post('/api/readership/view', {
    data: JSON.stringify({ path }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
  })
  expect(response.status()).toBe(204)
}

export const isViewBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/readership/view'

/**
 * Opens `path` in a browser of its own (no cache, no cookies) as `userAgent`, waits for the
 * page's view beacon, runs `check` on the page, and closes the browser.
 */
export async function readPage(
  browser: Browser,
  path: string,
  userAgent: string,
  check: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  const context = await browser.newContext({ userAgent })
  try {
    const page = await context.newPage()
    const beacon = page.waitForRequest(isViewBeacon)
    await page.goto(path)
    expect((await beacon).postData()).toBe(JSON.stringify({ path: new URL(path, 'http://x').pathname }))
    await check(page)
  } finally {
    await context.close()
  }
}

/** The number in a counter's text (`Page views 1,234` → 1234). */
export const countIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

/** Answers the page's figures requests with `answer` (for checks of what a page shows). */
export async function answerFigures(page: Page, answer: Figures): Promise<void> {
  await page.route('**/api/readership/figures?*', (route) => route.fulfill({ json: answer }))
}
