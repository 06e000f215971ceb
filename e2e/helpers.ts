import { expect, type Page } from '@playwright/test'

/** Fails the test on any page error or console error (hydration errors included). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    // The notice bar's quote service in the e2e build is a local stand-in that only the home
    // spec answers; elsewhere its 404 is expected.
    if (m.location().url.includes('/__quote')) return
    if (m.type() === 'error') errors.push(`console: ${m.text()} ${m.location().url}`)
  })
  return errors
}

export async function expectNoErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([])
}

export const HIDDEN_WORDS = ['quietmoss', 'draftwhale', 'futurefern', 'saffron lighthouse']

/**
 * Waits for the network to go quiet, but at most 10 s: the block tour's video and audio may
 * keep streaming on a busy machine, and a page that is done is not an error.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
}

/**
 * The sitemap as a search engine reads it: the index at `<basePath>/sitemap.xml` and every file
 * it names, one after the other. `get` answers a site path's text.
 */
export async function sitemapText(get: (path: string) => Promise<string>, basePath = ''): Promise<string> {
  const index = await get(`${basePath}/sitemap.xml`)
  expect(index).toContain('<sitemapindex')
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  expect(files.length).toBeGreaterThan(0)
  return (await Promise.all(files.map(get))).join('\n')
}

/** The archive heading of `month` lies in the viewport: the page scrolled to it. */
export async function expectMonthInView(page: Page, month: string) {
  const heading = page.locator(`[id="${month}"]`)
  await expect(heading).toBeInViewport()
  const { top, scrolled, screen } = await heading.evaluate((h) => ({
    top: h.getBoundingClientRect().top,
    scrolled: window.scrollY,
    screen: window.innerHeight,
  }))
  expect(top).toBeGreaterThanOrEqual(0)
  // Headings below the first screen are reached by scrolling.
  if (top + scrolled > screen) expect(scrolled).toBeGreaterThan(0)
}
