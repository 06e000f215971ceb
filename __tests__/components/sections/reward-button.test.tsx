// The reward button: nothing without a QR code; with one, a click shows the code and the hint.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RewardButton } from '@/components/sections/RewardButton'
import { renderInSite } from '@/__tests__/fixtures/site-context'

describe('RewardButton', () => {
  it('shows nothing while no QR code is set', () => {
    const { container } = renderInSite(<RewardButton qrCode="  " />)
    expect(container.innerHTML).toBe('')
  })

  it('shows the QR code only after a click, and hides it on the next', () => {
    const { container } = renderInSite(<RewardButton qrCode="https://example.com/qr.png" />)
    const button = screen.getByRole('button', { name: 'Reward' })
    expect(container.querySelector('img')).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/qr.png')
    expect(screen.getByText(/buy the author a coffee/)).toBeTruthy()
    fireEvent.click(button)
    expect(container.querySelector('img')).toBeNull()
  })
})
