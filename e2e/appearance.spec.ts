// Dark mode is decided before first paint and the toggle persists.
import { expect, test } from './test'

test('dark appearance is applied before the first paint', async ({ page }) => {
  // Record the class at the very first animation frame, before any React code runs.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as unknown as { firstFrameDark: boolean }).firstFrameDark = document.documentElement.classList.contains('dark')
    })
  })
  await page.goto('/?mode=dark')
  expect(await page.evaluate(() => (window as unknown as { firstFrameDark: boolean }).firstFrameDark)).toBe(true)
})

test('auto follows the system preference', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  const page = await context.newPage()
  await page.goto('/archive')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await context.close()
})

test('the toggle switches and the choice survives a reload', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light', timezoneId: 'UTC' })
  const page = await context.newPage()
  await page.clock.setFixedTime(new Date('2026-06-01T12:00:00Z'))
  await page.goto('/archive')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.getByRole('button', { name: /dark|深色|暗/i }).first().click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await context.close()
})
