// The call-to-action block: nothing without a title; the button only with both its label and
// its address (an external address opens in a new tab); text and note only when given.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CallToAction } from '@/components/sections/CallToAction'
import { SiteProvider } from '@/components/site/SiteContext'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const renderBlock = (props: Parameters<typeof CallToAction>[0]) =>
  render(
    <SiteProvider value={fixtureContext()}>
      <CallToAction {...props} />
    </SiteProvider>,
  )

describe('CallToAction', () => {
  it('renders nothing while no title is configured', () => {
    const { container } = renderBlock({ title: '  ', text: 'Some text', buttonLabel: 'Go', buttonHref: 'https://example.com' })
    expect(container.innerHTML).toBe('')
  })

  it('shows the title, text, note and an external button opening in a new tab', () => {
    renderBlock({ title: 'Start today', text: 'All the tools.', buttonLabel: 'Learn more', buttonHref: 'https://example.com/go', note: 'Free.' })
    expect(screen.getByRole('heading', { name: 'Start today' })).toBeTruthy()
    expect(screen.getByText('All the tools.')).toBeTruthy()
    expect(screen.getByText('Free.')).toBeTruthy()
    const button = screen.getByRole('link', { name: 'Learn more' })
    expect(button.getAttribute('href')).toBe('https://example.com/go')
    expect(button.getAttribute('target')).toBe('_blank')
  })

  it('leaves the button out when its label or its address is missing', () => {
    const { unmount } = renderBlock({ title: 'Start today', buttonLabel: 'Learn more', buttonHref: '' })
    expect(screen.queryByRole('link')).toBeNull()
    unmount()
    renderBlock({ title: 'Start today', buttonLabel: '', buttonHref: '/about' })
    expect(screen.queryByRole('link')).toBeNull()
    expect(document.querySelector('[data-section="call-to-action"] p')).toBeNull()
  })

  it('links an internal address inside the site', () => {
    renderBlock({ title: 'Start today', buttonLabel: 'About', buttonHref: '/about' })
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about')
  })
})
