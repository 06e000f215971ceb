// Recent comments: asked only from a backend that publishes them (Waline) and while enabled;
// the answer read as plain text with the commented page's path.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecentComments } from '@/components/sections/recent-comments/RecentComments'
import { plainText, readRecentComments, recentCommentsBackendOf, recentCommentsUrl } from '@/components/sections/recent-comments/recent-comments-api'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import type { CommentConfig } from '@/lib/comments/types'

const waline: CommentConfig = { backends: [{ kind: 'waline', serverUrl: 'https://talk.example.com/' }] }
const twikoo: CommentConfig = { backends: [{ kind: 'twikoo', envId: 'env' }] }
const answer = [
  { objectId: 'a', nick: 'Bo', comment: '<p>Nice &amp; <b>clear</b></p>', url: '/article/hello' },
  { objectId: 'b', nick: 'Cy', comment: '<p></p>', url: '/article/empty' },
  { objectId: 'c', nick: 'Di', comment: 'Offsite', url: 'https://elsewhere.example' },
]

afterEach(() => vi.unstubAllGlobals())

describe('recent-comments api', () => {
  it('finds a Waline backend only', () => {
    expect(recentCommentsBackendOf(twikoo)).toBeNull()
    expect(recentCommentsBackendOf(undefined)).toBeNull()
    const backend = recentCommentsBackendOf(waline)
    expect(backend && recentCommentsUrl(backend, 5)).toBe('https://talk.example.com/api/comment?type=recent&count=5')
  })

  it('reads both answer shapes as plain text, dropping empty and off-site entries', () => {
    expect(plainText('<p>a&nbsp;<i>b</i>\n c</p>')).toBe('a b c')
    const expected = [{ id: 'a', author: 'Bo', text: 'Nice & clear', path: '/article/hello' }]
    expect(readRecentComments(answer, 5)).toEqual(expected)
    expect(readRecentComments({ errno: 0, data: answer }, 5)).toEqual(expected)
    expect(readRecentComments({ errno: 1 }, 5)).toEqual([])
  })
})

describe('RecentComments', () => {
  it('asks nothing and shows nothing without a backend that publishes them', () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const { container } = renderInSite(<RecentComments />, { chrome: { comments: twikoo } })
    expect(container.innerHTML).toBe('')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('asks nothing while switched off', () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    renderInSite(<RecentComments enabled={false} />, { chrome: { comments: waline } })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("lists Waline's recent comments with links to their pages", async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }))
    vi.stubGlobal('fetch', fetchSpy)
    renderInSite(<RecentComments count={3} />, { chrome: { comments: waline } })
    const link = await waitFor(() => screen.getByRole('link', { name: /Nice & clear/ }))
    expect(link.getAttribute('href')).toBe('/article/hello')
    expect(fetchSpy).toHaveBeenCalledWith('https://talk.example.com/api/comment?type=recent&count=3')
    expect(screen.getByRole('heading', { name: 'Recent comments' })).toBeTruthy()
  })
})
