// The article's game waits for the password of a locked post.
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearUnlockedForTests, publishUnlocked } from '@/components/lock/unlocked-store'
import { usePostGame } from '@/components/sections/media/usePostGame'
import { detail } from '@/__tests__/themes/medium/posts'

const game = { ext: { game: 'https://games.example/play' } }

describe('usePostGame', () => {
  afterEach(() => act(() => clearUnlockedForTests()))

  it("plays the post's ext.game, or the body's first embed first", () => {
    expect(renderHook(() => usePostGame({ post: detail(game) })).result.current?.url).toBe('https://games.example/play')
    const media = [{ blockId: 'b', kind: 'embed' as const, url: '/games/a.html', caption: '', aspectRatio: null }]
    expect(renderHook(() => usePostGame({ post: detail(game), media })).result.current?.url).toBe('/games/a.html')
    expect(renderHook(() => usePostGame({ post: detail() })).result.current).toBeNull()
  })

  it('has no game while the post is locked, and its ext.game once unlocked', () => {
    const post = detail({ ...game, locked: true })
    const { result } = renderHook(() => usePostGame({ post, media: [] }))
    expect(result.current).toBeNull()
    act(() => publishUnlocked(post.id, { body: {} as never, toc: [], wordCount: 0, readTime: 0 }))
    expect(result.current?.url).toBe('https://games.example/play')
  })
})
