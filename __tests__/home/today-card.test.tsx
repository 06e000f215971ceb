import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TodayCard } from '@/components/home/TodayCard'
import { renderInSite } from '@/__tests__/fixtures/site-context'

function renderCard(today = { url: '/about', title: 'Meet the author', image: '/today.jpg' }) {
  return renderInSite(
    <TodayCard today={today}>
      <button type="button">Hidden pick</button>
    </TodayCard>,
    {
      variant: { keep: 'theme=example' },
      chrome: { info: { title: 'T', description: '', icon: '', pageCover: '/cover.jpg' } },
    },
  )
}

const state = (container: HTMLElement) =>
  container.querySelector('[data-home-today]')?.getAttribute('data-home-today')

describe('TodayCard', () => {
  it('covers the posts with a link to the configured URL', () => {
    const { container } = renderCard()
    const cover = screen.getByRole('link', { name: /Meet the author/ })
    expect(cover).toHaveAttribute('href', '/about?theme=example')
    expect(cover.querySelector('img')).toHaveAttribute('src', '/today.jpg')
    expect(state(container)).toBe('covered')
    // Covered posts are out of reach (not focusable, not announced).
    expect(screen.queryByRole('button', { name: 'Hidden pick' })).toBeNull()
  })

  it('never falls back to the site cover (its wordmark would be cropped under the label)', () => {
    renderCard({ url: '/about', title: 'Meet the author', image: '' })
    const cover = screen.getByRole('link', { name: /Meet the author/ })
    expect(cover.querySelector('img')).toBeNull()
    expect(cover.querySelector('[data-today-backdrop]')).not.toBeNull()
  })

  it('falls back to the dictionary label without a title', () => {
    renderCard({ url: 'https://example.org/today', title: '', image: '' })
    expect(screen.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      'https://example.org/today',
    )
  })

  it('is dismissed to reveal the posts, and covers them again when the pointer leaves', () => {
    const { container } = renderCard()
    // Covered, the posts are not painted (nor counted as the page's largest paint).
    const posts = () => container.querySelector('[data-home-today] > div') as HTMLElement
    expect(posts()).toHaveClass('invisible')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(state(container)).toBe('revealed')
    expect(posts()).not.toHaveClass('invisible')
    expect(screen.getByRole('button', { name: 'Hidden pick' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Meet the author/ })).toBeNull()
    fireEvent.mouseLeave(container.querySelector('[data-home-today]') as Element)
    expect(state(container)).toBe('covered')
    expect(screen.getByRole('link', { name: /Meet the author/ })).toBeInTheDocument()
  })
})
