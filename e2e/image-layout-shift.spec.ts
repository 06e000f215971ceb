// Pictures keep their box before their file arrives: on an article with images (covers, body
// images), read from the top to the end on a phone and on a desktop, nothing shifts (CLS from
// the browser's own layout-shift entries = 0).
import { expect, test } from './test'

const ARTICLE = '/article/block-tour'

for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
  test(`no layout shift while an article's images load (${name})`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    // Collected from the first paint on (buffered), before any script of the page runs.
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; sources: string[] }[] }
      w.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
          if (entry.hadRecentInput) continue
          const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName)))
          w.__shifts.push({ value: entry.value, sources })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(ARTICLE)
    await expect(page.locator('img[alt="Pages are stacks of blocks"]').first()).toBeAttached()
    // Read down the page, letting lazy images come in on the way.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += viewport.height / 2) {
      await page.mouse.wheel(0, viewport.height / 2)
      await page.waitForTimeout(150)
    }
    // Every picture the reading brought in has arrived (or failed) before the count.
    await page.waitForFunction(() => [...document.images].every((img) => img.loading === 'lazy' || img.complete), null, { timeout: 20_000 })
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)
    expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([])
  })
}
