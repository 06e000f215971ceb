// Home widgets and site-chrome behaviours in a real browser, on the demo. The default build's
// theme places every widget checked here, so a widget that is missing fails its test. The quote service is served locally through Playwright's router.
import { expect, test, type Page } from './test'
import { DICTIONARIES } from '../lib/i18n/locales'
import { expectNoErrors, settle, watchErrors } from './helpers'
import { nextTheme } from '../lib/theme/names'
import { BUILT_THEMES } from '../themes/built.generated'

// The demo speaks English: its Config row sets LANG to en-US.
const t = DICTIONARIES['en-US']

// Spec §9: notice swipe 3 s (the component's NOTICE_SWIPE_MS; its unit test pins the value).
const NOTICE_SWIPE_MS = 3000

const QUOTE = { hitokoto: 'Local quote for the e2e run.', uuid: 'e2e-uuid', from: 'Folio tests' }

async function serveQuote(page: Page, ok = true) {
  await page.route(/hitokoto\.cn|\/__quote/, (route) =>
    ok
      ? route.fulfill({ json: QUOTE, headers: { 'access-control-allow-origin': '*' } })
      : route.abort(),
  )
}

async function openHome(page: Page, path = '/') {
  await page.addInitScript(() => localStorage.setItem('darkMode', 'light'))
  await serveQuote(page)
  await page.goto(path)
  await settle(page)
}

/** The default build's theme places every widget these tests check: a missing one is a failure. */
async function expectPlaced(page: Page, selector: string, what: string): Promise<void> {
  expect(await page.locator(selector).count(), `the default theme places the ${what}`).toBeGreaterThan(0)
}

test.describe('notice bar', () => {
  // The page's clock stands still (page.clock) and moves only when the test moves it, so the
  // 3 s turns are checked exactly however busy the machine is. Hovering stops the ticker and
  // leaving it starts a fresh 3 s, which gives the test a known start.
  async function startTurnsNow(page: Page) {
    const ticker = page.locator('[data-home-notice] [data-notice-ticker]')
    await ticker.hover()
    await page.clock.runFor(NOTICE_SWIPE_MS * 2)
    await page.mouse.move(0, 0)
    // Real time for the re-render that restarts the timer; the page's clock does not move.
    await page.waitForTimeout(200)
  }

  test('rotates its links every 3 s, pausing while hovered, each opening a new window, and shows a quote', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.clock.install()
    await openHome(page)
    await expectPlaced(page, '[data-home-notice]', 'notice bar')
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const bar = page.locator('[data-home-notice]')
    const links = bar.locator('[data-notice-item] a')
    const count = await links.count()
    expect(count).toBeGreaterThan(2)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    const shown = bar.locator('[data-notice-item="shown"]')
    const titles = await bar.locator('[data-notice-item]').allTextContents()
    const first = (await shown.textContent()) ?? ''
    await startTurnsNow(page)
    // Hovering held the first link for 6 s; now one turn every 3 s, looping.
    await expect(shown).toHaveText(first)
    for (let turn = 1; turn <= count; turn++) {
      await page.clock.runFor(NOTICE_SWIPE_MS - 1)
      await expect(shown).toHaveText(titles[(titles.indexOf(first) + turn - 1) % count]!)
      await page.clock.runFor(1)
      await expect(shown).toHaveText(titles[(titles.indexOf(first) + turn) % count]!)
    }
    // It slides (300 ms transitions); once the slide is over, the other links wait below,
    // out of view, out of the keyboard's reach and hidden from screen readers.
    expect(await shown.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s')
    await page.clock.runFor(400)
    await expect(bar.locator('[data-notice-item="waiting"][inert][aria-hidden="true"]')).toHaveCount(count - 1)
    await expect(shown).not.toHaveAttribute('inert')
    await expect
      .poll(() =>
        bar.locator('[data-notice-item]').evaluateAll((items) => {
          const box = items[0]!.parentElement!.getBoundingClientRect()
          return items.map((item) => {
            const top = item.getBoundingClientRect().top
            return item.getAttribute('data-notice-item') === 'shown' ? top === box.top : top >= box.bottom
          })
        }),
      )
      .toEqual(Array(count).fill(true))
    await expect(bar.getByText(QUOTE.hitokoto)).toBeVisible()
    await expect(bar.getByRole('link', { name: /Local quote/ })).toHaveAttribute('href', /e2e-uuid/)
    await expectNoErrors(errors)
  })

  test('switches links in place, without sliding, for visitors who prefer less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await openHome(page)
    await expectPlaced(page, '[data-home-notice]', 'notice bar')
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const shown = page.locator('[data-home-notice] [data-notice-item="shown"]')
    const first = (await shown.textContent()) ?? ''
    await startTurnsNow(page)
    await page.clock.runFor(NOTICE_SWIPE_MS)
    await expect(shown).not.toHaveText(first)
    // No slide: the site-wide reduced-motion rule ends every transition at once (0.01 ms, so
    // code waiting for transitionend still hears it).
    const duration = await shown.evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(parseFloat(duration), duration).toBeLessThan(0.001)
  })

  test('keeps "Loading..." when the quote service fails', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('darkMode', 'light'))
    await serveQuote(page, false)
    await page.goto('/?lang=en-US')
    await expectPlaced(page, '[data-home-notice]', 'notice bar')
    await page.waitForTimeout(1000)
    await expect(page.locator('[data-home-quote="loading"]')).toHaveText('Loading...')
  })
})

test.describe('hero', () => {
  test('shortcuts, icon strip, recommended posts and the random jump', async ({ page }) => {
    const errors = watchErrors(page)
    await openHome(page)
    await expectPlaced(page, '[data-home-hero]', 'hero')
    const hero = page.locator('[data-home-hero]')
    const shortcuts = hero.getByRole('navigation').getByRole('link')
    await expect(shortcuts).toHaveCount(3)
    expect(
      await shortcuts.evaluateAll((as) =>
        as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      ),
    ).toEqual(['/category', '/archive', '/about'])
    // The default shortcuts and notice links are named in the site's language.
    expect(await shortcuts.allTextContents()).toEqual([t.nav.categories, t.nav.archive, t.nav.about])
    const notices = page.locator('[data-home-notice] [data-notice-item] a')
    for (const title of Object.values(t.home.notice.defaultLinks))
      expect(await notices.filter({ hasText: title }).count()).toBeGreaterThan(0)
    // 6 pairs → 12 tiles in the visible copy of the endless strip.
    await expect(hero.locator('[role="group"] ul[data-copy="first"] [role="img"]')).toHaveCount(12)
    await hero.locator('[data-home-banner] button').click()
    await page.waitForURL((url) => url.pathname !== '/')
    expect(new URL(page.url()).pathname).toMatch(/^\/article\//)
    await expectNoErrors(errors)
  })

  test('the today card covers the recommended posts until dismissed, and again on mouse leave', async ({
    page,
  }) => {
    await openHome(page)
    await expectPlaced(page, '[data-home-today]', 'today card')
    const card = page.locator('[data-home-today]')
    await expect(card).toHaveAttribute('data-home-today', 'covered')
    await card.getByRole('button').click()
    await expect(card).toHaveAttribute('data-home-today', 'revealed')
    const posts = card.locator('[data-home-recommended] li')
    expect(await posts.count()).toBeGreaterThan(0)
    expect(await posts.count()).toBeLessThanOrEqual(6)
    await page.mouse.move(2, 2)
    await expect(card).toHaveAttribute('data-home-today', 'covered')
  })
})

test.describe('right-click menu', () => {
  const menu = (page: Page) => page.locator('[data-right-click-menu]')

  async function openMenu(page: Page) {
    // The page title area: plain text, not a link, image or field.
    await page.locator('main h1, main h2').first().click({ button: 'right' })
    await expect(menu(page)).toBeVisible()
  }

  async function choose(page: Page, item: string) {
    await openMenu(page)
    await menu(page).locator(`[data-menu-item="${item}"]`).click()
    await expect(menu(page)).toHaveCount(0)
  }

  test('shows every entry, and closes on Escape', async ({ page }) => {
    const errors = watchErrors(page)
    await openHome(page, '/archive')
    await openMenu(page)
    expect(
      await menu(page)
        .getByRole('menuitem')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-menu-item'))),
    ).toEqual(['themeSwitch', 'darkMode', 'shareLink', 'randomPost', 'category', 'tag'])
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveCount(0)
    await expectNoErrors(errors)
  })

  test('theme switch: the next theme, rendered by the server', async ({ page }) => {
    await openHome(page, '/archive')
    await expect(page.locator('#theme-medium')).toHaveCount(1)
    await choose(page, 'themeSwitch')
    const next = nextTheme('medium', BUILT_THEMES)
    await page.waitForURL(new RegExp(`[?&]theme=${next}`))
    await expect(page.locator(`#theme-${next}`)).toHaveCount(1)
    expect(new URL(page.url()).pathname).toBe('/archive')
  })

  test('dark mode: toggles the appearance both ways and remembers it', async ({ page }) => {
    await openHome(page, '/archive')
    await choose(page, 'darkMode')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('dark')
    await choose(page, 'darkMode')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('copy link: the page address lands on the clipboard, with a short notice', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await openHome(page, '/archive')
    await choose(page, 'shareLink')
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('random post: opens a post', async ({ page }) => {
    await openHome(page, '/archive')
    await choose(page, 'randomPost')
    await page.waitForURL((url) => url.pathname.startsWith('/article/'))
    await expect(page.locator('#article-wrapper')).toHaveCount(1)
  })

  for (const [item, path] of [
    ['category', '/category'],
    ['tag', '/tag'],
  ] as const) {
    test(`${item}: opens ${path}`, async ({ page }) => {
      await openHome(page, '/archive')
      await choose(page, item)
      await page.waitForURL((url) => url.pathname === path)
    })
  }

  test('leaves the browser menu on links', async ({ page }) => {
    await openHome(page, '/archive')
    await page.locator('main a[href]').first().click({ button: 'right' })
    await expect(page.locator('[data-right-click-menu]')).toHaveCount(0)
  })
})

// One test per screenshot: each is one page load, so a busy machine does not add four loads
// up against a single test's time limit.
for (const [name, viewport, dark] of [
  ['desktop-light', { width: 1440, height: 900 }, false],
  ['desktop-dark', { width: 1440, height: 900 }, true],
  ['mobile-light', { width: 390, height: 844 }, false],
  ['mobile-dark', { width: 390, height: 844 }, true],
] as const) {
  test(`home screenshot: ${name}`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport, colorScheme: dark ? 'dark' : 'light' })
    const page = await context.newPage()
    await page.addInitScript((d) => localStorage.setItem('darkMode', d ? 'dark' : 'light'), dark)
    await serveQuote(page)
    await page.goto('/')
    await settle(page)
    await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*\bdark\b)/)
    await page.screenshot({ path: info.outputPath(`home-${name}.png`) })
    await context.close()
  })
}
