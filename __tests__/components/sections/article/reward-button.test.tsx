// The reward button: nothing (and no request) without QR codes; the codes only after a click;
// posts only, and a locked post only once unlocked.
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearUnlockedForTests, publishUnlocked } from '@/components/lock/unlocked-store'
import { RewardButton } from '@/components/sections/article/RewardButton'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const button = () => screen.queryByRole('button', { name: 'Reward' })
const post = { id: 'p1', type: 'Post' as const, locked: false }

describe('RewardButton', () => {
  afterEach(() => act(() => clearUnlockedForTests()))

  it('shows nothing when no QR code is configured (blank entries count as none)', () => {
    const { container } = renderInSite(<RewardButton post={post} codes={['', '  ']} />)
    expect(container.innerHTML).toBe('')
    renderInSite(<RewardButton post={post} codes=" , " />)
    expect(button()).toBeNull()
  })

  it('loads the QR codes only once opened, and closes again', () => {
    renderInSite(<RewardButton post={post} codes="/qr/wechat.png, /qr/alipay.png" />)
    expect(document.querySelectorAll('img')).toHaveLength(0)
    expect(button()!.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button()!)
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(sources).toEqual(['/qr/wechat.png', '/qr/alipay.png'])
    expect(button()!.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(button()!)
    expect(document.querySelectorAll('img')).toHaveLength(0)
  })

  it('is absent on pages, and on a locked post until it is unlocked', () => {
    const { unmount } = renderInSite(<RewardButton post={{ ...post, type: 'Page' }} codes="/qr.png" />)
    expect(button()).toBeNull()
    unmount()
    renderInSite(<RewardButton post={{ ...post, locked: true }} codes="/qr.png" />)
    expect(button()).toBeNull()
    act(() => publishUnlocked('p1', { body: { block: {} } as never, toc: [], wordCount: 0, readTime: 0 }))
    expect(button()).not.toBeNull()
  })
})
