// Home and chrome extras on the configured build (e2e/configured/settings.ts): medium's welcome
// cover (MEDIUM_HOME_LOADING_COVER) with the spec's timings, the footer waves
// (MEDIUM_FOOTER_WAVE, hidden under 800 px), visitor counters in the footer and the site
// statistics in the About tab (Folio's counter, answered by a stand-in), the e-mail button,
// the right-click menu switched off, and the cards' link to the comments (Utterances
// configured).
import { expect, test, type Page } from '../test'
import { answerFigures } from './readership-helpers'
import { ASSETS } from './settings'

const COUNTS = { site_pv: 4321, site_uv: 765, page_pv: 9 }

/** Answers the ASSETS host: the counter's JSONP and the quote; anything else 404. */
async function standIns(page: Page) {
  await page.route(`${ASSETS}/**`, (route) => {
    const url = new URL(route.request().url())
    if (url.pathname === '/busuanzi') {
      const callback = url.searchParams.get('jsonpCallback') ?? 'missing'
      return route.fulfill({
        contentType: 'text/javascript',
        body: `${callback}(${JSON.stringify(COUNTS)})`,
      })
    }
    if (url.pathname === '/quote')
      return route.fulfill({
        json: { hitokoto: 'Stand-in quote.', uuid: 'q', from: 'e2e' },
        headers: { 'access-control-allow-origin': '*' },
      })
    return route.fulfill({ status: 404, body: '' })
  })
}

async function open(page: Page, path: string, width = 1440) {
  await page.setViewportSize({ width, height: 900 })
  await page.addInitScript(() => localStorage.setItem('darkMode', 'light'))
  await standIns(page)
  await page.goto(path)
}

test.describe('loading cover', () => {
  test('covers the home page until a click; fades 2 s after it and is gone 600 ms later', async ({
    page,
  }) => {
    await open(page, '/')
    const cover = page.locator('[data-loading-cover]')
    await expect(cover).toHaveAttribute('data-loading-cover', 'waiting')
    await page.waitForLoadState('networkidle')
    // Still waiting: only a click enters.
    await page.waitForTimeout(500)
    await expect(cover).toHaveAttribute('data-loading-cover', 'waiting')
    // Time the phases in the page itself, from the click.
    const timeline = page.evaluate(
      () =>
        new Promise<{ fading: number; gone: number; ripple: number }>((resolve) => {
          let clicked = 0
          let fading = 0
          let rippleGone = 0
          document.addEventListener('click', () => (clicked = performance.now()), true)
          const observer = new MutationObserver(() => {
            const el = document.querySelector('[data-loading-cover]')
            const now = performance.now()
            if (!clicked) return
            if (!rippleGone && el && !el.querySelector('[data-ripple]')) rippleGone = now
            if (!fading && el?.getAttribute('data-loading-cover') === 'fading') fading = now
            if (!el) {
              observer.disconnect()
              resolve({ fading: fading - clicked, gone: now - fading, ripple: rippleGone - clicked })
            }
          })
          observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        }),
    )
    await cover.click({ position: { x: 200, y: 200 } })
    await expect(cover.locator('[data-ripple]')).toHaveCount(1)
    const { fading, gone, ripple } = await timeline
    expect(ripple).toBeGreaterThan(900)
    expect(ripple).toBeLessThan(1300)
    expect(fading).toBeGreaterThan(1900)
    expect(fading).toBeLessThan(2300)
    expect(gone).toBeGreaterThan(500)
    expect(gone).toBeLessThan(900)
    await expect(cover).toHaveCount(0)
    await expect(page.locator('[data-home-hero]')).toBeVisible()
  })

  test('is only on the first home page', async ({ page }) => {
    await open(page, '/page/2')
    await expect(page.locator('main article').first()).toBeVisible()
    await expect(page.locator('[data-loading-cover]')).toHaveCount(0)
  })
})

test('footer waves show from 800 px wide and hide below', async ({ page }) => {
  await open(page, '/archive', 1024)
  const wave = page.locator('[data-wave-decoration]')
  await expect(wave).toBeVisible()
  await page.setViewportSize({ width: 800, height: 900 })
  await expect(wave).toBeVisible()
  await page.setViewportSize({ width: 799, height: 900 })
  await expect(wave).toBeHidden()
})

test('visitor counters in the footer and the site statistics in the About tab', async ({
  page,
}) => {
  // Folio's counter is on besides busuanzi (COUNTS): its figures are the ones shown.
  await answerFigures(page, { site: { views: 5432, visitors: 876 }, page: { views: 9, visitors: 1 } })
  await open(page, '/archive')
  const footer = page.getByRole('contentinfo')
  const counters = footer.locator('[data-visitor-counters]')
  await expect(counters.locator('[data-counter="sitePv"]')).toContainText('5,432')
  await expect(counters.locator('[data-counter="siteUv"]')).toContainText('876')
  const stats = page.getByTestId('medium-right-panel').locator('[data-analytics-card]')
  await expect(stats).toBeVisible()
  await expect(stats).toContainText('5,432')
  await expect(stats).toContainText('876')
  // The post count: the number of published posts (28 in the demo).
  await expect(stats.locator('dd').first()).toHaveText(/^\d+$/)
})

test('the About tab has the e-mail button; the address is nowhere in the page', async ({
  page,
}) => {
  await open(page, '/archive')
  const panel = page.getByTestId('medium-right-panel')
  await expect(panel.locator('[data-contact-email]')).toBeVisible()
  const html = await page.content()
  expect(html).not.toContain('owner@folio.test')
  expect(html).not.toContain('mailto:')
})

test('RIGHT_CLICK_MENU_ENABLED=false leaves the browser menu alone', async ({ page }) => {
  await open(page, '/archive')
  await page.waitForLoadState('networkidle')
  const prevented = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('contextmenu', (e) => setTimeout(() => resolve(e.defaultPrevented)), {
          once: true,
        }),
      ),
  )
  await page.locator('main h2').first().click({ button: 'right' })
  expect(await prevented).toBe(false)
  await expect(page.locator('[data-right-click-menu]')).toHaveCount(0)
})

test("a card's comment link opens the post at its comment section", async ({ page }) => {
  await page.route(`${ASSETS}/**`, (route) => route.fulfill({ status: 404, body: '' }))
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/category/Engineering')
  const link = page.locator('main article [data-comment-link]').first()
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/article\/[^?]+\?target=comment$/)
  await link.click()
  await page.waitForURL((u) => u.pathname === href.split('?')[0])
  // After 1 s the page scrolls to the comments and drops the parameter.
  await expect(page.locator('section#comment')).toBeInViewport({ timeout: 5000 })
  await expect.poll(() => new URL(page.url()).search).toBe('')
})
