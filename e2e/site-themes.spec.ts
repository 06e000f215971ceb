// The site themes (landing, starter, proxio, commerce) on the demo, whose Config row fills
// their sections: each home shows its sections, the forms check what a visitor typed before
// anything is sent, a bot's form is dropped, and the hero's video plays in a dialog.
import { expect, test, type Page } from './test'
import { expectNoErrors, watchErrors } from './helpers'

/** The sections each theme's home shows on the demo (demo/content/site-sections.ts). */
const HOME_SECTIONS: Record<string, string[]> = {
  landing: ['hero', 'features', 'feature-blocks', 'testimonials', 'pricing', 'call-to-action', 'newsletter'],
  starter: ['hero', 'features', 'about', 'pricing', 'testimonials', 'faq', 'team', 'blog', 'contact', 'brands', 'newsletter'],
  proxio: ['hero', 'features', 'blog', 'careers', 'testimonials', 'faq', 'about', 'brands', 'call-to-action', 'contact'],
  commerce: ['features', 'contact'],
}

for (const [theme, sections] of Object.entries(HOME_SECTIONS)) {
  test(`${theme}: the home shows every configured section, with no error`, async ({ page }) => {
    const errors = watchErrors(page)
    const response = await page.goto(`/?theme=${theme}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator(`#theme-${theme}`)).toBeVisible()
    for (const section of sections) {
      await expect(page.locator(`[data-section="${section}"]`).first(), section).toBeAttached()
    }
    await expectNoErrors(errors)
  })
}

const contactForm = (page: Page) => page.locator('[data-section="contact"] form')

test('starter: the contact form checks the fields first and says what is wrong', async ({ page }) => {
  await page.goto('/?theme=starter')
  const form = contactForm(page)
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toHaveText('Please fill in every field.')
  await form.getByLabel('Name').fill('Ada')
  await form.getByLabel('Email').fill('not-an-address')
  await form.getByLabel('Message').fill('Hello')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toHaveText('Please enter a valid e-mail address.')
})

test('starter: the honeypot is out of sight and out of the tab order; a bot that fills it is told "sent"', async ({ page }) => {
  await page.goto('/?theme=starter')
  const form = contactForm(page)
  const trap = form.locator('input[name="company_website"]')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  const box = await trap.boundingBox()
  expect(box === null || box.x + box.width < 0).toBe(true)
  let navigated = false
  page.on('framenavigated', () => (navigated = true))
  await trap.fill('spam.example', { force: true })
  await form.getByLabel('Name').fill('Bot')
  await form.getByLabel('Email').fill('bot@example.com')
  await form.getByLabel('Message').fill('Buy')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(form.getByRole('status')).toHaveText('Sent. Thank you!')
  expect(navigated).toBe(false)
})

test('landing: the hero video opens in a dialog and closes with Escape', async ({ page }) => {
  const errors = watchErrors(page)
  await page.goto('/?theme=landing')
  await expect(page.locator('video')).toHaveCount(0)
  await page.locator('[data-section="video-button"]').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('video')).toHaveAttribute('src', /tour-clip\.webm$/)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expectNoErrors(errors)
})
