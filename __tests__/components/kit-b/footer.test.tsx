import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BeianLink } from '@/components/footer/BeianLink'
import { CopyrightLine, copyrightYears } from '@/components/footer/CopyrightLine'
import { PoweredBy } from '@/components/footer/PoweredBy'
import { SocialLinks } from '@/components/footer/SocialLinks'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { renderInSite, fixtureChrome } from '@/__tests__/fixtures/site-context'

vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))
const navigate = vi.mocked(fullPageLoad)

describe('CopyrightLine', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('spans SINCE to the current year, or one year when they are equal', () => {
    expect(copyrightYears(2021, 2026)).toBe('2021–2026')
    expect(copyrightYears(2026, 2026)).toBe('2026')
    expect(copyrightYears(2030, 2026)).toBe('2026')
  })

  it('renders the range and the author linking to /about', () => {
    renderInSite(<CopyrightLine />, {
      chrome: { since: 2021, author: 'Ada' },
      variant: { keep: 'theme=example' },
    })
    expect(screen.getByText(/© 2021–2026/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      '/about?theme=example',
    )
  })

  it('shows a single year when SINCE is this year', () => {
    renderInSite(<CopyrightLine />, { chrome: { since: 2026 } })
    expect(screen.getByText(/©/).textContent).toBe('© 2026 Ada')
  })
})

describe('BeianLink and PoweredBy', () => {
  it('links the registration number, and is absent without one', () => {
    const { unmount } = renderInSite(<BeianLink />, {
      chrome: { beian: '京ICP备00000000号', beianLink: 'https://beian.miit.gov.cn/' },
    })
    expect(screen.getByRole('link', { name: '京ICP备00000000号' })).toHaveAttribute(
      'target',
      '_blank',
    )
    unmount()
    const { container } = renderInSite(<BeianLink />)
    expect(container).toBeEmptyDOMElement()
  })

  it('credits Folio with its version, translated', () => {
    renderInSite(<PoweredBy />, { variant: { locale: 'zh-CN' } })
    expect(screen.getByText('由 Folio 4.9.1 驱动')).toBeInTheDocument()
  })
})

describe('SocialLinks', () => {
  const email = 'ada@example.com'
  const encoded = btoa(email)
  beforeEach(() => navigate.mockClear())

  it('shows only configured profiles, opening in a new tab', () => {
    renderInSite(<SocialLinks />, {
      chrome: { socials: { ...fixtureChrome().socials, github: 'https://github.com/ada' } },
    })
    const link = screen.getByRole('link', { name: 'GitHub' })
    expect(link).toHaveAttribute('href', 'https://github.com/ada')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull()
  })

  it('never puts the address in the HTML and decodes it only on click', () => {
    const { container } = renderInSite(<SocialLinks />, {
      chrome: { socials: { ...fixtureChrome().socials, emailEncoded: encoded } },
    })
    expect(container.innerHTML).not.toContain(email)
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Email' }))
    expect(navigate).toHaveBeenCalledWith(`mailto:${email}`)
  })

  it('logs a value that is not base64 and uses it as written', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderInSite(<SocialLinks />, {
      chrome: { socials: { ...fixtureChrome().socials, emailEncoded: 'not base64!' } },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Email' }))
    expect(navigate).toHaveBeenCalledWith('mailto:not base64!')
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('renders nothing when no contact is configured', () => {
    const { container } = renderInSite(<SocialLinks />)
    expect(container).toBeEmptyDOMElement()
  })
})
