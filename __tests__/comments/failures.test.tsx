// A backend whose code does not arrive (a chunk that failed to download, a package that threw
// while loading) is a console warning and an empty panel: the section and the page stay.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CommentBackend } from '@/lib/comments/types'
import { installIntersectionObserver, renderComments, resetDocument, scrollToComments } from './helpers'

vi.mock('@giscus/react', () => {
  throw new Error('chunk failed to load')
})
vi.mock('@waline/client', () => {
  throw new Error('chunk failed to load')
})

const giscus: CommentBackend = {
  kind: 'giscus',
  repo: 'folio/comments',
  repoId: 'R_1',
  category: 'General',
  categoryId: 'C_1',
  mapping: 'pathname',
  reactions: true,
  inputPosition: 'bottom',
}

beforeEach(() => {
  installIntersectionObserver()
  history.replaceState(null, '', '/article/hello')
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetDocument([])
})

describe('a backend that fails to load', () => {
  it('rendered by a component (Giscus): a warning, an empty panel, the page intact', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderComments([giscus])
    scrollToComments()
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[comments] Giscus failed to load', expect.anything()))
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
    expect(document.querySelector('#comment [data-status="failed"]')).not.toBeNull()
    expect(screen.queryByText('Loading comments...')).toBeNull()
  })

  it('started by a loader (Waline): a warning, an empty panel, the page intact', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderComments([{ kind: 'waline', serverUrl: 'https://waline.example.com' }])
    scrollToComments()
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[comments] Waline failed to load', expect.anything()))
    expect(document.querySelector('[data-comment-backend="waline"]')).toHaveAttribute('data-status', 'failed')
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
  })
})
