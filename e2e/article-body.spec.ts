// The richest demo article, /article/block-tour: every block type renders, maths is in the
// server HTML, nothing 404s or errors, and nothing moves when the images arrive.
import { expect, test, type Page } from './test'
import { expectNoErrors, watchErrors } from './helpers'

const ARTICLE = '/article/block-tour'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** Failed requests (404s included) while the page is open. */
function watchFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`)
  })
  return failures
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(40)
  }
}

async function allImagesSettled(page: Page) {
  await expect
    .poll(() => page.locator('img.folio-image').evaluateAll((imgs) => imgs.filter((i) => !i.classList.contains('folio-image-loaded')).length), {
      timeout: 15_000,
    })
    .toBe(0)
}

test('maths is typeset in the server HTML (block and inline), with no KaTeX script', async ({ request }) => {
  const html = await (await request.get(ARTICLE)).text()
  expect(html).toMatch(/class="notion-equation notion-equation-block[^"]*"[^>]*><span class="katex-display">/)
  expect(html).toMatch(/class="notion-equation notion-equation-inline"[^>]*><span class="katex">/)
  // Code arrives highlighted too.
  expect(html).toContain('<span class="token keyword">')
})

test('every block type renders, with no error, no failed request and no layout shift', async ({ page }) => {
  test.setTimeout(90_000)
  const errors = watchErrors(page)
  const failures = watchFailures(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(ARTICLE)
  const body = page.locator('.folio-notion')

  // The diagram is drawn once it nears the viewport, in a box that keeps the page still.
  const layoutTop = () => page.evaluate(() => {
    const h = [...document.querySelectorAll('.folio-notion .notion-h')].find((e) => e.textContent === 'Layout')
    return h ? h.getBoundingClientRect().top + window.scrollY : Number.NaN
  })
  const beforeDiagram = await layoutTop()
  await expect(body.locator('.folio-mermaid svg')).toHaveCount(0)
  await body.locator('.folio-mermaid-box').scrollIntoViewIfNeeded()
  await expect(body.locator('.folio-mermaid svg')).toBeVisible({ timeout: 20_000 })
  expect(Math.abs((await layoutTop()) - beforeDiagram)).toBeLessThanOrEqual(2)

  // Text blocks.
  await expect(body.locator('h2.notion-h1').first()).toBeVisible()
  await expect(body.locator('h3.notion-h2').first()).toBeVisible()
  await expect(body.locator('details.notion-toggle summary h4.notion-h3')).toHaveText('A toggle heading')
  await expect(body.locator('ul.notion-list-disc').first()).toBeVisible()
  await expect(body.locator('ol.notion-list-numbered').first()).toBeVisible()
  await expect(body.locator('.notion-to-do')).toHaveCount(3)
  await expect(body.locator('blockquote.notion-quote')).toBeVisible()
  await expect(body.locator('.notion-callout').first()).toBeVisible()
  await expect(body.locator('details.notion-toggle').first()).toBeVisible()
  await expect(body.locator('hr.notion-hr')).toBeVisible()
  await expect(body.locator('.notion-row .notion-column').first()).toBeVisible()
  await expect(body.locator('table.notion-simple-table')).toBeVisible()
  await expect(body.locator('.notion-sync-block .notion-callout')).toContainText('edit a synced block once')
  await expect(body.locator('.notion-green_background_co')).toHaveCSS('background-color', /rgb/)

  // Code: label and copy button.
  const typescript = body.locator('figure.folio-code[data-language="typescript"]')
  await expect(typescript.locator('.folio-code-language')).toHaveText('TypeScript')
  await expect(typescript.locator('code .token.keyword').first()).toBeVisible()
  await typescript.getByRole('button').first().click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("type Status = 'Published' | 'Invisible' | 'Draft'")

  // Maths.
  await expect(body.locator('.notion-equation-block .katex-display')).toBeVisible()
  await expect(body.locator('.notion-equation-inline .katex').first()).toBeVisible()

  // Images hold their size before they load.
  const diagram = body.locator('figure.notion-asset-wrapper-image').filter({ hasText: 'one row per post' })
  await expect(diagram.locator('figcaption')).toContainText('The blog is a database')
  await expect(diagram.locator('img')).toHaveClass(/folio-image-waiting/)
  expect((await diagram.locator('img').boundingBox())?.height ?? 0).toBeGreaterThan(100)

  // Media, files, embeds, links.
  await expect(body.locator('.notion-gallery-grid .notion-collection-card')).toHaveCount(3)
  await expect(body.locator('a.notion-bookmark')).toHaveAttribute('href', 'https://developer.mozilla.org/')
  await expect(body.locator('.notion-asset-wrapper-embed iframe')).toHaveAttribute('src', '/demo/media/embed-card.html')
  await expect(body.locator('video')).toHaveAttribute('src', '/demo/media/tour-clip.webm')
  await expect(body.locator('.notion-audio audio')).toHaveAttribute('src', '/demo/media/chime.wav')
  await expect(body.locator('a.notion-file-link')).toHaveAttribute('href', '/demo/media/style-notes.pdf')
  await expect(body.locator('object.folio-pdf-frame')).toHaveAttribute('data', '/demo/media/style-notes.pdf')
  await expect(body.locator('a.notion-link', { hasText: 'Writing a blog in Notion' })).toHaveAttribute('href', '/article/writing-in-notion')
  await expect(body.locator('a.notion-page-link')).toHaveAttribute('href', '/article/stable-urls')

  // The inline database's four views (the reading list has the tabs; the photo gallery has one view).
  await expect(body.locator('.notion-table-view')).toBeVisible()
  for (const [tab, view] of [['Covers', '.notion-gallery-view >> nth=1'], ['List', '.notion-list-view'], ['Shelves', '.notion-board-view'], ['Table', '.notion-table-view']]) {
    await body.locator('.notion-collection-view-tabs-content-item', { hasText: tab! }).click()
    await expect(body.locator(view!)).toBeVisible()
  }
  // Views react-notion-x does not draw itself (calendar, timeline) list their rows.
  for (const tab of ['Calendar', 'Timeline']) {
    await body.locator('.notion-collection-view-tabs-content-item', { hasText: tab }).click()
    await expect(body.locator('.notion-list-view', { hasText: 'A Pattern Language' })).toBeVisible()
  }
  await body.locator('.notion-collection-view-tabs-content-item', { hasText: 'Table' }).click()
  // Its rows are not site pages: plain text. No link in the article goes to a raw Notion id.
  await expect(body.locator('.notion-table-view a', { hasText: 'A Pattern Language' })).toHaveCount(0)
  await expect(body.locator('.notion-table-view', { hasText: 'A Pattern Language' })).toBeVisible()
  const hrefs = await page.locator('#article-wrapper .folio-notion a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs.filter((h) => /^\/[0-9a-f]{32}/.test(h ?? ''))).toEqual([])

  // Nothing moves when the images arrive.
  await page.evaluate(() => window.scrollTo(0, 0))
  const before = await page.evaluate(() => document.documentElement.scrollHeight)
  await scrollThrough(page)
  await allImagesSettled(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  const after = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(Math.abs(after - before), `height ${before} → ${after}`).toBeLessThanOrEqual(4)

  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)
  expect(failures).toEqual([])
  await expectNoErrors(errors)
})

test('a table-of-contents jump lands on its heading and stays there while images load', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(ARTICLE)
  // A heading with every image and the diagram above it (and far enough from the page end).
  const link = page.getByTestId('medium-right-panel').locator('nav a', { hasText: 'Files, PDFs and embeds' })
  const id = ((await link.getAttribute('href')) ?? '').slice(1)
  await link.click()
  const top = () => page.evaluate((h) => document.querySelector(`[data-id="${h}"]`)?.getBoundingClientRect().top ?? Number.NaN, id)
  // medium's TOC puts headings 72 px under the top (its header offset).
  await expect.poll(top, { timeout: 5000 }).toBeLessThan(130)
  await page.waitForTimeout(2000)
  const settled = await top()
  expect(settled).toBeGreaterThan(30)
  expect(settled).toBeLessThan(130)
})

test('toggles open and close with a 300 ms animation', async ({ page }) => {
  await page.goto(ARTICLE)
  // Frames are sampled below: a page still loading and hydrating starves them on a busy machine
  // (a run once saw no frame between 316 and 791 ms, and so no frame of the animation).
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)
  const toggle = page.locator('.folio-notion details.notion-toggle').filter({ hasText: 'A toggle hides detail' })
  await toggle.scrollIntoViewIfNeeded()
  // Records the drawn height of the toggle's content (its ::details-content box) every frame.
  await page.evaluate(`(() => {
    const el = [...document.querySelectorAll('.folio-notion details.notion-toggle')].find((e) => e.textContent.includes('A toggle hides detail'))
    const t0 = performance.now()
    window.__toggle = []
    function tick() {
      window.__toggle.push([performance.now() - t0, parseFloat(getComputedStyle(el, '::details-content').height) || 0])
      if (performance.now() - t0 < 3000) requestAnimationFrame(tick)
    }
    tick()
  })()`)
  await toggle.locator('summary').click()
  await page.waitForTimeout(800)
  const samples = (await page.evaluate('window.__toggle')) as [number, number][]
  const full = Math.max(...samples.map(([, h]) => h))
  const moving = samples.filter(([, h]) => h > 0 && h < full)
  expect(full).toBeGreaterThan(40)
  expect(moving.length, JSON.stringify(samples)).toBeGreaterThan(2)
  const duration = samples.find(([, h]) => h === full)![0] - moving[0]![0]
  expect(duration).toBeGreaterThan(120)
  expect(duration).toBeLessThan(800) // room for a busy CI machine; no animation would be ~0
  await toggle.locator('summary').click()
  await page.waitForTimeout(450)
  expect(await toggle.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
})

for (const device of ['desktop', 'mobile'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`screenshot: ${device}, ${mode}`, async ({ browser }, testInfo) => {
      test.setTimeout(60_000)
      const context = await browser.newContext({
        viewport: device === 'mobile' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
        isMobile: device === 'mobile',
        hasTouch: device === 'mobile',
        colorScheme: mode,
      })
      await context.addInitScript((m) => {
        try {
          localStorage.setItem('darkMode', m)
        } catch {
          // about:blank has no storage
        }
      }, mode)
      const page = await context.newPage()
      const errors = watchErrors(page)
      await page.goto(`${testInfo.project.use.baseURL}${ARTICLE}`)
      await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /^(?!.*dark)/)
      await scrollThrough(page)
      await allImagesSettled(page)
      await expect(page.locator('.folio-mermaid svg')).toBeVisible({ timeout: 20_000 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: testInfo.outputPath(`block-tour-${device}-${mode}.png`), fullPage: true })
      await expectNoErrors(errors)
      await context.close()
    })
  }
}

// /article/content-fidelity (Invisible): database views in every shape Notion has answered,
// a Google Drive block, a Files column, one block with broken data and one table whose data
// passes every check but makes the renderer throw (found by drawing it before the page renders).
const FIDELITY = '/article/content-fidelity'
const SHAPE_WORDS = ['amber', 'birch', 'cedar', 'dune', 'ember', 'fjord', 'garnet']
const NOTE = 'This block could not be shown.'

test('a post with a broken block and odd database shapes is served whole, from the server', async ({ request }) => {
  const response = await request.get(FIDELITY)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html.split(NOTE).length - 1).toBe(2)
  expect(html).toContain('The page goes on after the broken block.')
  expect(html).toContain('The page goes on after the table.')
  expect(html).not.toContain('A row that cannot be drawn')
  for (const word of SHAPE_WORDS) {
    for (const row of ['first row', 'second row', 'row without stage']) expect(html).toContain(`${word} ${row}`)
  }
})

test('every database shape shows its rows, the broken block a note, with no console error', async ({ page }) => {
  test.setTimeout(60_000)
  const errors = watchErrors(page)
  const notionRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith('https://www.notion.so/')) notionRequests.push(r.url())
  })
  await page.goto(FIDELITY)
  const body = page.locator('.folio-notion')
  for (const word of SHAPE_WORDS) {
    for (const row of ['first row', 'second row', 'row without stage']) {
      await expect(body.getByText(`${word} ${row}`).first()).toBeVisible()
    }
  }
  await expect(body.getByText('The rows of this database could not be shown.')).toHaveCount(0)
  await expect(body.getByText(NOTE)).toHaveCount(2)
  await expect(body.getByText('The page goes on after the broken block.')).toBeVisible()
  await expect(body.getByText('The page goes on after the table.')).toBeVisible()
  // The Drive document as a card and the Files cells: their images are Folio's own.
  await expect(body.locator('.notion-bookmark', { hasText: 'Fidelity plan document' })).toBeVisible()
  await expect(body.locator('.notion-bookmark img.folio-image').first()).toBeAttached()
  await expect(body.locator('.notion-property-file img.folio-image').first()).toBeAttached()
  // Hydration mismatches and image errors surface while the page is scrolled through.
  await scrollThrough(page)
  await page.waitForTimeout(500)
  expect(notionRequests).toEqual([])
  await expectNoErrors(errors)
})
