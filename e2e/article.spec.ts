// The article page in a real browser (default build, medium theme): the table of contents
// follows the reader and jumps below the header, the reading-progress bar moves, the
// Page-type and fullWidth rules hold, the share bar copies the link; screenshots in light and
// dark on a phone and a desktop go to test-results/article-screens/.
import { expect, test, type Page } from './test'
import { DICTIONARIES } from '../lib/i18n/locales'
import { expectNoErrors as expectNoPageErrors, settle, watchErrors } from './helpers'

// The richest demo article: many headings, every block type.
const ARTICLE = '/article/block-tour'
// The demo site speaks en-US (its Config row's LANG); its LINK setting is the canonical address.
const t = DICTIONARIES['en-US']
const SITE_LINK = 'https://example.com'
const DESKTOP = { width: 1440, height: 900 }
// medium's TOC lands headings this far below the top (toc-style.ts headerOffset); its top bar is h-14.
const HEADER_OFFSET = 72
const TOP_BAR_HEIGHT = 56

const panel = (page: Page) => page.getByTestId('medium-right-panel')
const panelEntries = (page: Page) => panel(page).locator('nav a')

/** The TOC entry at `index` and the id of its heading. */
async function entry(page: Page, index: number) {
  const link = panelEntries(page).nth(index)
  const id = ((await link.getAttribute('href')) ?? '').slice(1)
  expect(id).not.toBe('')
  return { link, id }
}

/** The heading's distance from the viewport top, px. */
function headingTop(page: Page, id: string): Promise<number> {
  return page.evaluate((headingId) => {
    const el = document.querySelector(`[data-id="${headingId}"]`) ?? document.getElementById(headingId)
    return el ? el.getBoundingClientRect().top : Number.NaN
  }, id)
}

/** Scrolls at once (no smooth scrolling) so the heading sits `below` px under the viewport top. */
async function scrollHeadingTo(page: Page, id: string, below: number) {
  await page.evaluate(
    ([headingId, offset]) => {
      const el = document.querySelector(`[data-id="${headingId}"]`) ?? document.getElementById(String(headingId))
      if (!el) throw new Error(`no heading ${headingId}`)
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - Number(offset), behavior: 'instant' })
    },
    [id, below] as const,
  )
}

/** No page errors, except for the demo's media files: the block-type spec answers for those. */
const expectNoErrors = (errors: string[]) => expectNoPageErrors(errors.filter((e) => !e.includes('/demo/media/')))

const activeEntries = (page: Page) => panelEntries(page).and(page.locator('[aria-current="location"]'))

test.describe('table of contents', () => {
  test.use({ viewport: DESKTOP })

  test('highlights the heading being read, updating at most every 200 ms', async ({ page }) => {
    const errors = watchErrors(page)
    await page.clock.install()
    await page.goto(ARTICLE)
    await expect(panelEntries(page).first()).toBeVisible()
    expect(await panelEntries(page).count()).toBeGreaterThan(6)
    const third = await entry(page, 3)
    const sixth = await entry(page, 6)
    // Freeze the page's clock: from now on only runFor() moves its timers.
    await page.clock.pauseAt(Date.now() + 5_000)

    // The first scroll after a quiet moment is measured at once.
    await scrollHeadingTo(page, third.id, 40)
    await expect(third.link).toHaveAttribute('aria-current', 'location')
    // The theme's accent (medium: red), through the shared --folio-accent.
    await expect(third.link).toHaveClass(/text-\(--folio-accent\)/)
    await expect(activeEntries(page)).toHaveCount(1)

    // Another scroll within the same 200 ms waits for the throttle.
    await scrollHeadingTo(page, sixth.id, 40)
    await page.waitForTimeout(400)
    await expect(third.link).toHaveAttribute('aria-current', 'location')
    await page.clock.runFor(150)
    await expect(third.link).toHaveAttribute('aria-current', 'location')
    await page.clock.runFor(60)
    await expect(sixth.link).toHaveAttribute('aria-current', 'location')
    await expect(sixth.link).toHaveClass(/text-\(--folio-accent\)/)
    await expect(activeEntries(page)).toHaveCount(1)
    await expectNoErrors(errors)
  })

  test('a click jumps after 180 ms to the heading, just below the header', async ({ page }) => {
    await page.clock.install()
    await page.goto(ARTICLE)
    const target = await entry(page, 4)
    await expect(target.link).toBeVisible()
    await page.clock.pauseAt(Date.now() + 5_000)
    const before = await page.evaluate(() => window.scrollY)

    await target.link.click()
    await expect(page).toHaveURL(new RegExp(`#${target.id}$`))
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY), 'no jump before 180 ms').toBe(before)
    await page.clock.runFor(179)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.clock.runFor(1)

    // Smooth scrolling is the browser's own: wait until the heading has settled.
    await expect.poll(() => headingTop(page, target.id), { timeout: 5_000 }).toBeLessThan(HEADER_OFFSET + 4)
    await page.waitForTimeout(300)
    const top = await headingTop(page, target.id)
    expect(top).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT)
    expect(top).toBeLessThanOrEqual(HEADER_OFFSET + 4)
    // Not hidden under the sticky top bar, wherever it is now.
    const barBottom = await page.locator('header[data-transparent], header.sticky').first().evaluate((el) => el.getBoundingClientRect().bottom)
    expect(top).toBeGreaterThanOrEqual(Math.min(barBottom, TOP_BAR_HEIGHT))
  })
})

test('example theme: the contents card sticks beside the article while reading', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(`${ARTICLE}?theme=example`)
  const card = page.getByTestId('side-toc')
  await expect(card).toBeVisible()
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }))
  await expect(card).toBeInViewport()
  expect(await card.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
  // Wide screens need no floating button.
  await expect(page.getByTestId('floating-toc-button')).toBeHidden()
})

for (const theme of ['medium', 'example'] as const) {
  test(`${theme} theme: on a phone the contents open in a floating panel`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(theme === 'medium' ? ARTICLE : `${ARTICLE}?theme=${theme}`)
    const open =
      theme === 'medium'
        ? page.getByTestId('medium-bottom-bar').getByRole('button', { name: t.toc.show })
        : page.getByTestId('floating-toc-button')
    await open.click()
    const dialog = page.getByRole('dialog', { name: t.toc.title })
    await expect(dialog).toBeVisible()
    const links = dialog.locator('nav a')
    expect(await links.count()).toBeGreaterThan(6)
    const id = ((await links.nth(4).getAttribute('href')) ?? '').slice(1)
    await links.nth(4).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => headingTop(page, id), { timeout: 5_000 }).toBeLessThan(120)
    expect(await headingTop(page, id)).toBeGreaterThanOrEqual(0)
    await context.close()
  })
}

test('the reading-progress bar grows while scrolling through the article', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto(ARTICLE)
  const bar = page.getByRole('progressbar')
  await expect(bar).toHaveAttribute('aria-valuenow', '0')
  const width = () => bar.locator('div').evaluate((el) => el.getBoundingClientRect().width)
  expect(await width()).toBe(0)

  const seen: number[] = []
  for (const share of [0.25, 0.5, 0.75]) {
    await page.evaluate((s) => {
      const article = document.querySelector('#article-wrapper') as HTMLElement
      const top = article.getBoundingClientRect().top + window.scrollY
      window.scrollTo({ top: top + (article.offsetHeight - window.innerHeight) * s, behavior: 'instant' })
    }, share)
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(seen.at(-1) ?? 0)
    seen.push(Number(await bar.getAttribute('aria-valuenow')))
  }
  expect(seen[1]).toBeGreaterThan(35)
  expect(seen[1]).toBeLessThan(65)
  await expect.poll(width).toBeGreaterThan(DESKTOP.width * 0.5)
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
})

test('a fullWidth post has no right panel; an ordinary one has', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/article/tag-colours')
  await expect(page.locator('#article-wrapper')).toBeVisible()
  await expect(panel(page)).toHaveCount(0)
  await page.goto(ARTICLE)
  await expect(panel(page)).toBeVisible()
})

interface NextData {
  props: { pageProps: { data: { post: { type: string; publishDate: string; lastEditedDate: string } } } }
}

async function servedPost(page: Page) {
  const json = await page.locator('script#__NEXT_DATA__').textContent()
  return (JSON.parse(json ?? '{}') as NextData).props.pageProps.data.post
}

test('a Page has no publish date, no previous/next links and no share bar; a Post has all three', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  for (const [path, isPost] of [['/about', false], [ARTICLE, true]] as const) {
    await page.goto(path)
    const post = await servedPost(page)
    expect(post.type).toBe(isPost ? 'Post' : 'Page')
    const article = page.locator('#article-wrapper')
    await expect(article).toBeVisible()
    const count = isPost ? 1 : 0
    await expect(article.locator(`time[datetime="${post.publishDate}"]`), `${path} publish date`).toHaveCount(count)
    await expect(article.locator('a[rel="prev"], a[rel="next"]').first(), `${path} prev/next`).toHaveCount(count)
    await expect(page.getByTestId('share-bar'), `${path} share bar`).toHaveCount(count)
    // Both show when they were last edited; no view count without a configured counter.
    await expect(article.locator('[data-meta="last-edited"]')).toHaveCount(1)
    await expect(article.locator('[data-counter]')).toHaveCount(0)
  }
})

test('the share bar copies the article’s address', async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(ARTICLE)
  const bar = page.getByTestId('share-bar')
  await bar.getByRole('button', { name: t.share.services.link }).click()
  await expect(bar.getByRole('status')).toHaveText(t.share.linkCopied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_LINK}${ARTICLE}`)
  // Every configured service is a drawn icon with its name, not a lettered stand-in. All 13 are
  // configured; Messenger is left out, as the demo sets no FACEBOOK_APP_ID.
  const controls = bar.locator(':scope > a, :scope > button')
  expect(await controls.count()).toBe(12)
  await expect(bar.getByRole('link', { name: t.share.services.messenger })).toHaveCount(0)
  for (const control of await controls.all()) {
    await expect(control).toHaveAttribute('aria-label', /.+/)
    await expect(control.locator('svg')).toHaveCount(1)
    await expect(control).toHaveText('')
  }
  await expectNoErrors(errors)
  await context.close()
})

test.describe('screenshots of an article, light and dark, phone and desktop', () => {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${device} ${mode}`, async ({ browser }) => {
        const mobile = device === 'mobile'
        const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile })
        const page = await context.newPage()
        const errors = watchErrors(page)
        await page.goto(`${ARTICLE}?mode=${mode}`)
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*\bdark\b)/)
        await expect(page.locator('#article-wrapper h1')).toBeVisible()
        await settle(page)
        const dir = test.info().project.outputDir
        await page.screenshot({ path: `${dir}/article-screens/block-tour-${device}-${mode}.png` })
        // Further down: the body, then the share bar and the footer of the article.
        await page.getByTestId('share-bar').scrollIntoViewIfNeeded()
        await page.waitForTimeout(300)
        await page.screenshot({ path: `${dir}/article-screens/block-tour-${device}-${mode}-share.png` })
        await expectNoErrors(errors)
        await context.close()
      })
    }
  }
})
