// Contact and newsletter forms: no endpoint, no form; fields are checked before anything is
// sent; a bot that fills the hidden field gets "sent" and nothing goes out; the endpoint's
// answer decides between "sent" and "failed"; a mailto: endpoint opens the mail app.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/components/sections/site/forms/ContactForm'
import { formEndpoint, mailtoHref } from '@/components/sections/site/forms/form-endpoint'
import { SubscribeForm } from '@/components/sections/site/forms/SubscribeForm'
import { renderSiteSection, resolveStarterSettings } from './render-site-section'

const ENDPOINT = 'https://forms.example.com/f/abc'

function fillContact(values: { name?: string; email?: string; message?: string }) {
  for (const [label, value] of Object.entries({ Name: values.name, Email: values.email, Message: values.message })) {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } })
  }
}
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const status = () => screen.getByRole('status')

describe('form endpoints', () => {
  it('takes an http(s) address or mailto:, and nothing else', () => {
    expect(formEndpoint(ENDPOINT)).toEqual({ kind: 'post', url: ENDPOINT })
    expect(formEndpoint('mailto:me@example.com')).toEqual({ kind: 'mailto', address: 'me@example.com' })
    expect(formEndpoint('javascript:alert(1)')).toBeNull()
    expect(formEndpoint('')).toBeNull()
    expect(resolveStarterSettings({ STARTER_CONTACT_ENDPOINT: 'javascript:alert(1)' }).STARTER_CONTACT_ENDPOINT).toBe('')
  })

  it('writes the fields into the mail body', () => {
    expect(mailtoHref('me@example.com', 'Hi & bye', { name: 'Ada', message: 'a\nb' })).toBe(
      'mailto:me@example.com?subject=Hi%20%26%20bye&body=name%3A%20Ada%0A%0Amessage%3A%20a%0Ab',
    )
  })
})

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is not shown, and sends nothing, without an endpoint', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { container } = renderSiteSection(<ContactForm />)
    expect(container.innerHTML).toBe('')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('checks the fields first: an empty field or a bad address sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderSiteSection(<ContactForm />, { STARTER_CONTACT_ENDPOINT: ENDPOINT })
    submit('Send')
    expect(status().textContent).toBe('Please fill in every field.')
    fillContact({ name: 'Ada', email: 'not-an-address', message: 'Hello' })
    submit('Send')
    expect(status().textContent).toBe('Please enter a valid e-mail address.')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('posts the fields (not the honeypot) and says it was sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }))
    renderSiteSection(<ContactForm />, { STARTER_CONTACT_ENDPOINT: ENDPOINT })
    fillContact({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
    submit('Send')
    await waitFor(() => expect(status().textContent).toBe('Sent. Thank you!'))
    const [url, init] = fetchSpy.mock.calls[0]!
    expect(url).toBe(ENDPOINT)
    const body = init!.body as FormData
    expect(Object.fromEntries(body)).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
  })

  it('says it failed when the endpoint refuses or cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('', { status: 500 })).mockRejectedValueOnce(new TypeError('offline'))
    renderSiteSection(<ContactForm />, { STARTER_CONTACT_ENDPOINT: ENDPOINT })
    fillContact({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
    submit('Send')
    await waitFor(() => expect(status().textContent).toBe('Sending failed. Please try again later.'))
    submit('Send')
    await waitFor(() => expect(status().getAttribute('data-form-status')).toBe('failed'))
  })

  it('a filled honeypot is dropped quietly: "sent", and nothing goes out', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { container } = renderSiteSection(<ContactForm />, { STARTER_CONTACT_ENDPOINT: ENDPOINT })
    fillContact({ name: 'Bot', email: 'bot@example.com', message: 'Buy' })
    fireEvent.change(container.querySelector('input[name="company_website"]')!, { target: { value: 'spam.example' } })
    submit('Send')
    expect(status().textContent).toBe('Sent. Thank you!')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('SubscribeForm', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a mailto: endpoint opens the mail app with the address written in', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const assigned: string[] = []
    const location = { set href(value: string) { assigned.push(value) } }
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as unknown as Location)
    renderSiteSection(<SubscribeForm />, { STARTER_NEWSLETTER_ENDPOINT: 'mailto:list@example.com' })
    fireEvent.change(screen.getByRole('textbox', { name: 'Your email address' }), { target: { value: 'ada@example.com' } })
    submit('Subscribe')
    expect(assigned[0]).toMatch(/^mailto:list@example\.com\?subject=Newsletter&body=email%3A%20ada%40example\.com$/)
    expect(status().getAttribute('data-form-status')).toBe('mail')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
