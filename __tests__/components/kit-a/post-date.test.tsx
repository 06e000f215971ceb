import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PostDate } from '@/components/post/PostDate'
import type { Locale } from '@/lib/i18n'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const time = () => document.querySelector('time')

describe('PostDate', () => {
  it.each<[Locale, string]>([
    ['en-US', 'January 5, 2024'],
    ['zh-CN', '2024年1月5日'],
    ['fr-FR', '5 janvier 2024'],
    ['ja-JP', '2024年1月5日'],
  ])('prints the date in %s', (locale, text) => {
    renderWithSite(<PostDate iso="2024-01-05T10:00:00.000Z" />, { locale })
    expect(time()).toHaveTextContent(text)
    expect(time()).toHaveAttribute('dateTime', '2024-01-05T10:00:00.000Z')
  })

  it('shows the site-zone day, not the UTC day of the instant', () => {
    // 23:30 UTC on the 4th is already the 5th in Shanghai; the data layer computed that day.
    renderWithSite(<PostDate iso="2024-01-04T23:30:00.000Z" day="2024-01-05" />)
    expect(time()).toHaveTextContent('January 5, 2024')
    expect(time()).toHaveAttribute('dateTime', '2024-01-04T23:30:00.000Z')
  })

  it('supports the short style', () => {
    renderWithSite(<PostDate iso="2024-01-05" style="short" />, { locale: 'en-US' })
    expect(time()).toHaveTextContent('01/05/2024')
  })

  it('renders nothing without a date', () => {
    renderWithSite(<PostDate iso="" />)
    expect(time()).toBeNull()
  })

  it('passes the class to the <time> element', () => {
    renderWithSite(<PostDate iso="2024-01-05" className="meta-date" />)
    expect(screen.getByText('January 5, 2024')).toHaveClass('meta-date')
  })
})
