import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadingCover, resetLoadingCoverVisit } from '@/components/home/LoadingCover'
import { FADE_DELAY_MS, FADE_MS, RIPPLE_MS } from '@/components/home/useLoadingCover'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const cover = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-loading-cover]')
const ripple = (container: HTMLElement) => container.querySelector('[data-ripple]')
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('LoadingCover', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetLoadingCoverVisit()
  })
  afterEach(() => vi.useRealTimers())

  it('uses the spec timings', () => {
    expect([RIPPLE_MS, FADE_DELAY_MS, FADE_MS]).toEqual([1000, 2000, 600])
  })

  it('waits for a click, however long it takes', () => {
    const { container } = renderInSite(<LoadingCover />)
    expect(screen.getByText('Click to enter')).toBeInTheDocument()
    expect(screen.getByText('Fixture Blog')).toBeInTheDocument()
    advance(60_000)
    expect(cover(container)).toHaveAttribute('data-loading-cover', 'waiting')
  })

  it('ripples at the click, removes the ripple after 1 s, fades 2 s after the click and ends 600 ms later', () => {
    const done = vi.fn()
    const { container } = renderInSite(<LoadingCover onComplete={done} />)
    fireEvent.click(cover(container) as HTMLElement, { clientX: 40, clientY: 30, detail: 1 })
    expect(ripple(container)).toHaveStyle({ left: '40px', top: '30px' })
    expect(cover(container)).toHaveAttribute('data-loading-cover', 'entering')

    advance(RIPPLE_MS - 1)
    expect(ripple(container)).not.toBeNull()
    advance(1)
    expect(ripple(container)).toBeNull()

    advance(FADE_DELAY_MS - RIPPLE_MS - 1)
    expect(cover(container)).toHaveAttribute('data-loading-cover', 'entering')
    advance(1)
    expect(cover(container)).toHaveAttribute('data-loading-cover', 'fading')
    expect(cover(container)?.className).toContain('opacity-0')
    expect(cover(container)?.style.transitionDuration).toBe('600ms')

    advance(FADE_MS - 1)
    expect(cover(container)).not.toBeNull()
    expect(done).not.toHaveBeenCalled()
    advance(1)
    expect(cover(container)).toBeNull()
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('ignores further clicks once entering (the timeline does not restart)', () => {
    const { container } = renderInSite(<LoadingCover />)
    fireEvent.click(cover(container) as HTMLElement, { detail: 1 })
    advance(1500)
    fireEvent.click(cover(container) as HTMLElement, { detail: 1 })
    advance(FADE_DELAY_MS - 1500 + FADE_MS)
    expect(cover(container)).toBeNull()
  })

  it('stays away for the rest of the visit once entered (back home without a page load)', () => {
    const first = renderInSite(<LoadingCover />)
    fireEvent.click(cover(first.container) as HTMLElement, { detail: 1 })
    advance(FADE_DELAY_MS + FADE_MS)
    first.unmount()
    const again = renderInSite(<LoadingCover />)
    expect(cover(again.container)).toBeNull()
  })

  it('can be entered from the keyboard (ripple from the middle)', () => {
    const { container } = renderInSite(<LoadingCover />)
    const button = screen.getByRole('button', { name: 'Click to enter' })
    fireEvent.click(button, { detail: 0 })
    expect(ripple(container)).not.toBeNull()
    expect(cover(container)).toHaveAttribute('data-loading-cover', 'entering')
  })
})
