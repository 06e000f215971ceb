// The reward button: nothing (and no request) without QR codes; the codes only after a click.
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RewardButton } from '@/components/sections/article/RewardButton'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const button = () => screen.queryByRole('button', { name: 'Reward' })

describe('RewardButton', () => {
  it('shows nothing when no QR code is configured (blank entries count as none)', () => {
    const { container } = renderInSite(<RewardButton codes={['', '  ']} />)
    expect(container.innerHTML).toBe('')
  })

  it('loads the QR codes only once opened, and closes again', () => {
    renderInSite(<RewardButton codes={['/qr/wechat.png', ' /qr/alipay.png ']} />)
    expect(document.querySelectorAll('img')).toHaveLength(0)
    expect(button()!.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button()!)
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(sources).toEqual(['/qr/wechat.png', '/qr/alipay.png'])
    expect(button()!.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(button()!)
    expect(document.querySelectorAll('img')).toHaveLength(0)
  })
})
