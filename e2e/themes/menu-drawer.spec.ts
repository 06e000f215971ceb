// Every theme with a phone menu: on a 390 px phone the "Open menu" button opens a panel as tall
// as the window, inside the window. A bar with a backdrop filter or a transform traps a fixed
// panel inside itself (it becomes its containing block): the panel is then as short as the bar.
// By keyboard alone the first Tab reaches the skip link, Enter on the button opens the drawer
// (aria-expanded) and Escape closes it with the focus back on the button.
import { devices, expect, test, type Page } from '../test'
import { BUILT_THEMES, themeUrl } from './theme-pages'

const phone = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } }

/** The first Tab lands on the skip link to the page's <main id="main">. */
async function expectSkipLinkFirst(page: Page, theme: string) {
  // A development server hydrates late, and a client render then replaces the focused link.
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('Tab')
  const first = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? document.activeElement?.outerHTML.slice(0, 120))
  expect(first, `${theme}: the first Tab reaches the skip link`).toBe('#main')
  await expect(page.locator('main#main'), `${theme}: the skip link's target`).toHaveCount(1)
}

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
      await expectSkipLinkFirst(page, theme)
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
      await expectSkipLinkFirst(page, theme)
      const opener = page.getByRole('button', { name: 'Open menu' }).filter({ visible: true }).first()
      await expect(opener).toHaveAttribute('aria-expanded', 'false')
      // Keyboard first: Enter opens it, Escape closes it and gives the focus back to the button.
      await opener.focus()
      await page.keyboard.press('Enter')
      await expect(opener).toHaveAttribute('aria-expanded', 'true')
      const drawer = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`)
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(opener).toHaveAttribute('aria-expanded', 'false')
      await expect(opener).toBeFocused()
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
