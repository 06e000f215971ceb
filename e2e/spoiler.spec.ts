// Spoiler text (the demo Config row sets SPOILER_TEXT_TAG=[sp]): hidden in the server HTML
// itself, shown on focus/hover.
import { expect, test } from './test'

const ARTICLE = '/article/block-tour'

test('spoilers are in the server HTML, tags removed, hidden until focused', async ({ page, request }) => {
  const html = await (await request.get(ARTICLE)).text()
  expect(html).toContain('<span class="folio-spoiler" tabindex="0"')
  expect(html).toMatch(/class="folio-spoiler"[^>]*>a synced block<\/span>/)
  expect(html).not.toContain('[sp]a synced block')

  await page.goto(ARTICLE)
  const spoiler = page.locator('.folio-notion .folio-spoiler', { hasText: 'a synced block' })
  await expect(spoiler).toHaveCSS('color', 'rgba(0, 0, 0, 0)')
  await spoiler.focus()
  await expect(spoiler).not.toHaveCSS('color', 'rgba(0, 0, 0, 0)')
})
