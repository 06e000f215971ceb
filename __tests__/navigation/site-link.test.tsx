// SiteLink hands only site paths to Next's router (client navigation and prefetch); a relative
// link or another scheme stays as written for the browser, on a language site too.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteProvider } from '@/components/site/SiteContext'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function renderLink(href: string) {
  const value = fixtureContext({}, { prefix: '/en', keep: 'theme=hexo' })
  render(
    <SiteProvider value={value}>
      <SiteLink href={href}>link</SiteLink>
    </SiteProvider>,
  )
  return screen.getByRole('link', { name: 'link' })
}

describe('SiteLink', () => {
  it('keeps a relative link as written', () => {
    expect(renderLink('notes/elsewhere').getAttribute('href')).toBe('notes/elsewhere')
  })

  it('keeps a tel: link as written', () => {
    expect(renderLink('tel:+123').getAttribute('href')).toBe('tel:+123')
  })

  it('gives a site path the language prefix and the visitor switches', () => {
    expect(renderLink('/about').getAttribute('href')).toBe('/en/about?theme=hexo')
  })
})
