// Every theme with a phone menu: on a 390 px phone the "Open menu" button opens a panel as tall
// as the window, inside the window. A bar with a backdrop filter or a transform traps a fixed
// panel inside itself (it becomes its containing block): the panel is then as short as the bar.
import { devices, expect, test } from '../test'
import { BUILT_THEMES, themeUrl } from './theme-pages'

const phone = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } }

// Their phone layouts keep the menu on the page (gitbook's tab bar, typography's side list,
// example's header links): no drawer to open. Every other theme must have the button.
const WITHOUT_PHONE_MENU = new Set(['example', 'gitbook', 'typography'])

for (const theme of BUILT_THEMES.filter((name) => WITHOUT_PHONE_MENU.has(name))) {
  test(`${theme}: has no phone menu button (it keeps its menu on the page)`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...phone, baseURL })
    const page = await context.newPage()
    try {
      await page.goto(themeUrl('/', theme))
      await expect(page.getByRole('button', { name: 'Open menu' }).filter({ visible: true })).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
}

for (const theme of BUILT_THEMES.filter((name) => !WITHOUT_PHONE_MENU.has(name))) {
  test(`${theme}: the phone menu opens a full-height panel`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...phone, baseURL })
    const page = await context.newPage()
    try {
      await page.goto(themeUrl('/', theme))
      const opener = page.getByRole('button', { name: 'Open menu' }).filter({ visible: true }).first()
      await opener.click()
      const panel = page.locator('[role="dialog"][aria-modal="true"]:not([aria-hidden="true"])').first()
      await expect(panel).toBeVisible()
      // Polled: the panel slides in (300 ms).
      const inWindow = async () => {
        const box = await panel.boundingBox()
        return box !== null && box.height > 844 * 0.8 && box.x >= -1 && box.x + box.width <= 391
      }
      await expect.poll(inWindow, { message: `${theme}: a full-height menu panel inside the window` }).toBe(true)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${theme}: the open menu widens the page`).toBeLessThanOrEqual(391)
    } finally {
      await context.close()
    }
  })
}
