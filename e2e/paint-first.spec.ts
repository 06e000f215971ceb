// A production page paints before it fetches its scripts (components/document/paint-first.ts):
// the served HTML lists Next's chunks instead of loading them, the browser's first contentful
// paint comes before the first chunk is requested, and the page still hydrates, with the
// chunks in Next's order and no Content-Security-Policy report.
import { expect, test } from './test'
import { expectNoErrors, watchErrors } from './helpers'
import { SCRIPT_LIST_ID } from '../components/document/paint-first'

const PAGES = ['/', '/article/quiet-home-page']

for (const path of PAGES) {
  test(`${path}: paints first, then fetches and runs Next's chunks in order`, async ({ page, request }) => {
    const html = await (await request.get(path)).text()
    const list = new RegExp(`<script id="${SCRIPT_LIST_ID}" type="application/json"[^>]*>([^<]*)</script>`).exec(html)
    const listed = JSON.parse(list?.[1] ?? 'null') as string[] | null
    expect(listed, 'the page lists its chunks').not.toBeNull()
    expect(listed?.some((src) => /\/main-[\w-]+\.js$/.test(src)), 'main is among them').toBe(true)
    expect(html, 'no chunk is loaded by the HTML itself').not.toMatch(/<script[^>]+src="[^"]*\/_next\/static\/(?!chunks\/polyfills)[^"]*"(?![^>]*noModule)/)

    const errors = watchErrors(page)
    await page.goto(path)
    // Next measures its hydration once it is done; the page is interactive from then on.
    await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration').length > 0)
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstChunk: Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/_next/static/chunks/')).map((e) => e.startTime)),
      added: [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/"]')].filter((s) => !s.noModule).map((s) => new URL(s.src).pathname),
    }))
    expect(timing.firstPaint, 'the page painted').not.toBeNull()
    expect(timing.firstChunk, 'the first chunk is requested after the first contentful paint').toBeGreaterThanOrEqual(timing.firstPaint ?? Infinity)
    expect(timing.added.slice(0, listed?.length), "the chunks were added in Next's order").toEqual(listed)
    await expectNoErrors(errors)
  })
}
