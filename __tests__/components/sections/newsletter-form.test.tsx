// The newsletter form: absent (and silent) without a service address; with one, an email field
// posted to that address in a new tab, and a thank-you line once sent.
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from '@/components/sections/NewsletterForm'
import { I18nProvider } from '@/lib/i18n/react'

const renderForm = (action: string, field?: string) =>
  render(
    <I18nProvider locale="en-US">
      <NewsletterForm action={action} field={field} />
    </I18nProvider>,
  )

describe('NewsletterForm', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders nothing and requests nothing while no address is configured', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { container } = renderForm('  ')
    expect(container.innerHTML).toBe('')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("posts the visitor's address to the service in a new tab, under the service's field name", () => {
    renderForm('https://lists.example.com/subscribe', 'EMAIL')
    const input = screen.getByRole('textbox', { name: 'Your email address' })
    expect(input.getAttribute('name')).toBe('EMAIL')
    expect(input.getAttribute('type')).toBe('email')
    const form = input.closest('form')!
    expect(form.getAttribute('action')).toBe('https://lists.example.com/subscribe')
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy()
  })

  it('thanks the visitor once the form is sent', () => {
    renderForm('https://lists.example.com/subscribe')
    expect(screen.queryByRole('status')).toBeNull()
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form')!
    // jsdom does not navigate; the submit event is what the form reacts to.
    form.addEventListener('submit', (event) => event.preventDefault())
    fireEvent.submit(form)
    expect(screen.getByRole('status').textContent).toBe('Thanks for subscribing!')
  })
})
