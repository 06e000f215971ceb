import { fireEvent, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactEmail } from '@/components/chrome/ContactEmail'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { SiteProvider } from '@/components/site/SiteContext'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { fixtureChrome, fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'

vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))

const ADDRESS = 'ada@example.org'
const ENCODED = btoa(ADDRESS)
const socials = (emailEncoded: string) => ({
  socials: { ...fixtureChrome().socials, emailEncoded },
})

describe('CONTACT_EMAIL setting', () => {
  it('keeps a base64 value and encodes a plain address, so pages only carry base64', () => {
    expect(resolveSiteConfig({ env: { CONTACT_EMAIL: ENCODED } }).config.CONTACT_EMAIL).toBe(
      ENCODED,
    )
    expect(resolveSiteConfig({ env: { CONTACT_EMAIL: ADDRESS } }).config.CONTACT_EMAIL).toBe(
      ENCODED,
    )
    expect(resolveSiteConfig({ env: { CONTACT_EMAIL: 'zoë@例え.jp' } }).config.CONTACT_EMAIL).toBe(
      btoa(String.fromCharCode(...new TextEncoder().encode('zoë@例え.jp'))),
    )
    expect(resolveSiteConfig({}).config.CONTACT_EMAIL).toBe('')
  })
})

describe('ContactEmail', () => {
  afterEach(() => vi.clearAllMocks())

  it('never puts the plain address in the HTML', () => {
    const html = renderToStaticMarkup(
      <SiteProvider value={{ ...fixtureContext(socials(ENCODED)) }}>
        <ContactEmail />
      </SiteProvider>,
    )
    expect(html).toContain('Email')
    expect(html).not.toContain(ADDRESS)
    expect(html).not.toContain(ENCODED)
  })

  it('decodes the address on click and opens the mail client', () => {
    renderInSite(<ContactEmail />, { chrome: socials(ENCODED) })
    expect(vi.mocked(fullPageLoad)).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /Email/ }))
    expect(vi.mocked(fullPageLoad)).toHaveBeenCalledWith(`mailto:${ADDRESS}`)
  })

  it('hands the decoded address to onReveal instead, when given', () => {
    const reveal = vi.fn()
    renderInSite(<ContactEmail onReveal={reveal}>Write to me</ContactEmail>, {
      chrome: socials(ENCODED),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Write to me' }))
    expect(reveal).toHaveBeenCalledWith(ADDRESS)
    expect(vi.mocked(fullPageLoad)).not.toHaveBeenCalled()
  })

  it('logs a value that does not decode and uses it as written', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderInSite(<ContactEmail />, { chrome: socials('not base64!') })
    fireEvent.click(screen.getByRole('button', { name: /Email/ }))
    expect(error).toHaveBeenCalled()
    expect(vi.mocked(fullPageLoad)).toHaveBeenCalledWith('mailto:not base64!')
    error.mockRestore()
  })

  it('renders nothing without an address', () => {
    const { container } = renderInSite(<ContactEmail />)
    expect(container).toBeEmptyDOMElement()
  })
})
