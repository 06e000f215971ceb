// Webmentions: read from webmention.io for the page's absolute URL after the scroll, shown as
// text (never the sender's HTML); a failing API is a warning and an empty box.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CommentBackend } from '@/lib/comments/types'
import { installIntersectionObserver, renderComments, resetDocument, scrollToComments } from './helpers'

const webmention: CommentBackend = { kind: 'webmention', hostname: 'blog.example.com' }

const entry = (property: string, name: string, extra: Record<string, unknown> = {}) => ({
  type: 'entry',
  'wm-id': `${property}-${name}`,
  'wm-property': property,
  url: `https://${name}.example.org/post`,
  author: { type: 'card', name, photo: `https://webmention.io/avatar/${name}.png`, url: `https://${name}.example.org` },
  ...extra,
})

const FEED = {
  type: 'feed',
  children: [
    entry('like-of', 'ann'),
    entry('like-of', 'bob'),
    entry('repost-of', 'cy'),
    entry('in-reply-to', 'dee', {
      published: '2024-02-01T10:00:00Z',
      content: { text: 'Nice post!', html: '<img src=x onerror=alert(1)>Nice post!' },
    }),
    entry('mention-of', 'eve'),
  ],
}

function stubFetch(response: () => Promise<Response>) {
  const fetch = vi.fn((_url: string) => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

beforeEach(() => {
  installIntersectionObserver()
  history.replaceState(null, '', '/article/hello')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetDocument([])
})

describe('Webmention', () => {
  it('asks webmention.io only after the scroll, for the page’s absolute URL', async () => {
    const fetch = stubFetch(async () => new Response(JSON.stringify(FEED)))
    renderComments([webmention], { chrome: { link: 'https://blog.example.com/' } })
    expect(fetch).not.toHaveBeenCalled()
    scrollToComments()
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(url.origin + url.pathname).toBe('https://webmention.io/api/mentions.jf2')
    expect(url.searchParams.get('target')).toBe('https://blog.example.com/article/hello')

    expect(await screen.findByText('2 likes')).toBeInTheDocument()
    expect(screen.getByText('1 repost')).toBeInTheDocument()
    expect(screen.getByText('Nice post!')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'eve' })).toHaveAttribute('href', 'https://eve.example.org')
    expect(screen.getByText('mentioned this')).toBeInTheDocument()
    // Text only: the reply's HTML never reaches the page.
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('says so when there are no mentions yet', async () => {
    stubFetch(async () => new Response(JSON.stringify({ type: 'feed', children: [] })))
    renderComments([webmention])
    scrollToComments()
    expect(await screen.findByText('No webmentions yet.')).toBeInTheDocument()
  })

  it('warns and shows nothing when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch(async () => new Response('nope', { status: 500 }))
    renderComments([webmention])
    scrollToComments()
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[comments] webmentions failed to load', expect.any(Error)))
    expect(document.querySelector('[data-comment-backend="webmention"]')).toHaveAttribute('data-status', 'failed')
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
  })
})
