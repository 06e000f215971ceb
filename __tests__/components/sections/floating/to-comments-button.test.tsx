// The floating "Go to comments" button shows exactly where the comment section does.
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearUnlockedForTests, publishUnlocked } from '@/components/lock/unlocked-store'
import { ToCommentsButton } from '@/components/sections/floating/ToCommentsButton'
import type { CommentConfig } from '@/lib/comments/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const comments: CommentConfig = { backends: [{ kind: 'twikoo', envId: 'env' }] }
const post = { id: 'p1', locked: false, comment: '' }
const button = () => screen.queryByRole('button', { name: 'Go to comments' })

describe('ToCommentsButton', () => {
  afterEach(() => act(() => clearUnlockedForTests()))

  it('scrolls to the comment section of an article that takes comments', () => {
    renderInSite(
      <>
        <ToCommentsButton post={post} />
        <section id="comment" />
      </>,
      { chrome: { comments } },
    )
    const section = document.getElementById('comment')!
    section.scrollIntoView = vi.fn()
    fireEvent.click(button()!)
    expect(section.scrollIntoView).toHaveBeenCalled()
  })

  it('is absent off articles, without a comment system, and on posts that hide comments', () => {
    const { unmount } = renderInSite(<ToCommentsButton post={null} />, { chrome: { comments } })
    expect(button()).toBeNull()
    unmount()
    renderInSite(<ToCommentsButton post={post} />).unmount()
    expect(button()).toBeNull()
    renderInSite(<ToCommentsButton post={{ ...post, comment: ' Hide ' }} />, { chrome: { comments } })
    expect(button()).toBeNull()
  })

  it('waits for a locked post to be unlocked', () => {
    renderInSite(<ToCommentsButton post={{ ...post, locked: true }} />, { chrome: { comments } })
    expect(button()).toBeNull()
    act(() => publishUnlocked('p1', { body: { block: {} } as never, toc: [], wordCount: 0, readTime: 0 }))
    expect(button()).not.toBeNull()
  })

  it('is absent for search-engine bots', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)')
    renderInSite(<ToCommentsButton post={post} />, { chrome: { comments } })
    expect(button()).toBeNull()
    vi.restoreAllMocks()
  })
})
