// Article settings that are off by default, on the configured build (settings.ts):
// ARTICLE_EXPIRATION_ENABLED shows the owner's (here the language's) notice on old posts with
// the age in days; CAN_COPY=false keeps the article text from being selected or copied; with a
// page-view counter configured the header shows the article's views.
import { expect, test, type Page } from '../test'
import { DICTIONARIES } from '../../lib/i18n/locales'
import { expectNoErrors, watchErrors } from '../helpers'
import { answerPluginStandIns } from './plugin-stand-ins'
import { answerFigures } from './readership-helpers'

const t = DICTIONARIES['en-US']
const DAY_MS = 24 * 3600 * 1000
const OLD_POST = '/article/writing-in-notion'
const NEW_POST = '/article/synced-blocks'

interface NextData {
  props: { pageProps: { data: { post: { lastEditedDate: string } } } }
}

/** The post's last-edited instant, as the page was served. */
async function lastEdited(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text()
  const json = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
  return Date.parse((JSON.parse(json ?? '{}') as NextData).props.pageProps.data.post.lastEditedDate)
}

test('an old post shows the expiration notice with its age in days; a recent one does not', async ({ page }) => {
  const errors = watchErrors(page)
  // "Today" is ten days after the recent post's last edit: it is fresh, the 2023 post is not.
  const now = (await lastEdited(page, NEW_POST)) + 10 * DAY_MS
  const oldDays = Math.floor((now - (await lastEdited(page, OLD_POST))) / DAY_MS)
  expect(oldDays).toBeGreaterThan(90)
  await page.clock.setFixedTime(now)
  await answerPluginStandIns(page)

  await page.goto(OLD_POST)
  const note = page.locator('#article-wrapper [role="note"]')
  await expect(note).toHaveText(t.expiration.message.replace('%%DAYS%%', String(oldDays)))

  await page.goto(NEW_POST)
  await expect(page.locator('#article-wrapper')).toBeVisible()
  await expect(page.locator('#article-wrapper [role="note"]')).toHaveCount(0)
  await expectNoErrors(errors)
})

test('with CAN_COPY=false the article text cannot be selected or copied', async ({ page }) => {
  await page.goto(OLD_POST)
  const body = page.locator('#article-wrapper [data-copy="blocked"]')
  await expect(body).toHaveCount(1)
  expect(await body.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none')
  // A copy of a selection inside the body is cancelled.
  const cancelled = await body.evaluate((el) => {
    const paragraph = el.querySelector('p') ?? el
    const range = document.createRange()
    range.selectNodeContents(paragraph)
    getSelection()?.removeAllRanges()
    getSelection()?.addRange(range)
    const event = new ClipboardEvent('copy', { bubbles: true, cancelable: true })
    paragraph.dispatchEvent(event)
    return event.defaultPrevented
  })
  expect(cancelled).toBe(true)
  // The whole page refuses, not only the body: Ctrl+A then Ctrl+C would take the title too.
  const titleCancelled = await page.evaluate(() => {
    const event = new ClipboardEvent('copy', { bubbles: true, cancelable: true })
    ;(document.querySelector('h1') ?? document.body).dispatchEvent(event)
    return event.defaultPrevented
  })
  expect(titleCancelled).toBe(true)
})

test('with a page-view counter configured the article header shows this page’s views', async ({ page }) => {
  const errors = watchErrors(page)
  const { counter } = await answerPluginStandIns(page)
  // Folio's counter is on besides busuanzi (whose stand-in answers page_pv 7): its figures show.
  await answerFigures(page, { site: { views: 1234, visitors: 56 }, page: { views: 8, visitors: 3 } })
  await page.goto(OLD_POST)
  await expect(page.locator('#article-wrapper header [data-counter="pagePv"]')).toHaveText(`${t.post.views} 8`)
  expect(counter.length).toBeGreaterThan(0)
  await expectNoErrors(errors)
})
