// A plain article (no code, maths, database or media) goes as static HTML with no Notion
// renderer: its images still wait in a neutral box, load, and zoom to a larger copy; its
// headings follow the page's h1 in order; internal links stay client-side.
import { expect, test } from './test'
import { expectNoErrors, watchErrors } from './helpers'

const ARTICLE = '/article/kumano-kodo'

test('a plain article is the server’s HTML: the body is static and its image zooms', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto(ARTICLE)
  const body = page.locator('article [data-folio-static-body]')
  await expect(body).toHaveCount(1)
  const data = await page.evaluate(() => (window as unknown as { __NEXT_DATA__: { props: { pageProps: { data: { body: object } } } } }).__NEXT_DATA__.props.pageProps.data.body)
  expect(Object.keys(data)).toEqual(['staticHtml'])

  const image = body.locator('img.folio-image-static').first()
  await image.scrollIntoViewIfNeeded()
  await expect(image).toHaveClass(/folio-image-loaded/, { timeout: 15_000 })
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await image.click()
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible()
  // Escape is ignored while the opening animation runs: press until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0, { timeout: 1000 })
  }).toPass()
  await expectNoErrors(errors)
})

test('a static body’s headings come in order under the title (no jump from h1 to h3)', async ({ page }) => {
  await page.goto('/article/quiet-home-page')
  const levels = await page
    .locator('article h1, article [data-folio-static-body] :is(h2, h3, h4, h5)')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))))
  expect(levels[0]).toBe(1)
  expect(levels.length).toBeGreaterThan(1)
  for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1)
})
