// The floating "Go to bottom" button scrolls to the end of the page and hides once there.
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ToBottomButton, isAtBottom } from '@/components/sections/floating/ToBottomButton'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const button = () => screen.queryByRole('button', { name: 'Go to bottom' })

describe('ToBottomButton', () => {
  afterEach(() => vi.restoreAllMocks())

  it('counts the last few pixels as the bottom', () => {
    expect(isAtBottom(0, 800, 3000)).toBe(false)
    expect(isAtBottom(2190, 800, 3000)).toBe(true)
    expect(isAtBottom(0, 800, 800)).toBe(true)
  })

  it('scrolls to the end of the page', () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderInSite(<ToBottomButton />)
    fireEvent.click(button()!)
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 5000 }))
  })

  it('is hidden when the page is already at its bottom', async () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(100)
    renderInSite(<ToBottomButton />)
    await act(async () => {})
    expect(button()).toBeNull()
  })
})
