// Backends that ship from their npm packages (Artalk, Twikoo, Waline, Valine, Gitalk): each
// package is imported only after the section scrolls into view, then started with the
// configuration. The packages are replaced at their boundary (package-mocks.ts), because the
// real ones would call their servers at once; our loader modules and import() calls run as is.
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CommentBackend } from '@/lib/comments/types'
import { installIntersectionObserver, renderComments, resetDocument, scriptsIn, scrollToComments } from './helpers'
import {
  artalkInit,
  gitalkCreated,
  gitalkRender,
  imported,
  resetPackageMocks,
  twikooInit,
  valineCreated,
  walineInit,
  type ArtalkFake,
} from './package-mocks'

vi.mock('artalk', async () => (await import('./package-mocks')).mockArtalk())
vi.mock('twikoo', async () => (await import('./package-mocks')).mockTwikoo())
vi.mock('@waline/client', async () => (await import('./package-mocks')).mockWaline())
vi.mock('valine', async () => (await import('./package-mocks')).mockValine())
vi.mock('gitalk', async () => (await import('./package-mocks')).mockGitalk())

beforeEach(() => {
  installIntersectionObserver()
  history.replaceState(null, '', '/article/hello')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetPackageMocks()
  resetDocument([])
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)))

/**
 * Renders, lets every pending import settle, checks the package was not loaded and not
 * started, then scrolls. Each package is checked the first time a test of this file uses it,
 * so `imported` proves the import itself waited for the scroll.
 */
async function renderThenScroll(backend: CommentBackend, start: { mock: { calls: unknown[] } }, options: Parameters<typeof renderComments>[1] = {}) {
  const firstUse = !imported.has(backend.kind)
  const view = renderComments([backend], options)
  await settle()
  if (firstUse) expect(imported.has(backend.kind), `${backend.kind} imported before the scroll`).toBe(false)
  expect(start.mock.calls).toHaveLength(0)
  expect(view.queryByRole('status')).toBeNull()
  scrollToComments()
  await waitFor(() => expect(imported.has(backend.kind)).toBe(true))
  // No script tag: the code comes from the site's own chunks, never from a CDN.
  expect(scriptsIn()).toHaveLength(0)
  return view
}

const container = (kind: string) =>
  document.querySelector(`[data-comment-backend="${kind}"] > div:last-child`) as HTMLElement

describe('Artalk', () => {
  const artalk: CommentBackend = { kind: 'artalk', server: 'https://artalk.example.com', site: 'My Blog' }
  const fake = (): ArtalkFake => ({ setDarkMode: vi.fn(), destroy: vi.fn() })

  it('loads the package only in view, then initialises with server, site, page and language', async () => {
    const instance = fake()
    artalkInit.mockReturnValue(instance)
    const view = await renderThenScroll(artalk, artalkInit, { variant: { locale: 'zh-HK' } })
    await waitFor(() => expect(artalkInit).toHaveBeenCalledTimes(1))
    expect(artalkInit).toHaveBeenCalledWith({
      el: container('artalk'),
      pageKey: '/article/hello',
      pageTitle: 'Hello comments',
      server: 'https://artalk.example.com',
      site: 'My Blog',
      locale: 'zh-TW',
      darkMode: false,
    })
    await waitFor(() => expect(view.queryByRole('status')).toBeNull())

    // It follows the site's dark mode while open, and is destroyed with the section.
    await act(async () => document.documentElement.classList.add('dark'))
    await waitFor(() => expect(instance.setDarkMode).toHaveBeenLastCalledWith(true))
    view.unmount()
    expect(instance.destroy).toHaveBeenCalled()
  })

  it('starts dark when the page is dark', async () => {
    document.documentElement.classList.add('dark')
    artalkInit.mockReturnValue(fake())
    await renderThenScroll(artalk, artalkInit)
    await waitFor(() => expect(artalkInit).toHaveBeenCalledWith(expect.objectContaining({ darkMode: true, locale: 'en' })))
  })

  it('warns and leaves the page intact when the package fails to start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    artalkInit.mockImplementation(() => {
      throw new Error('no server')
    })
    const view = await renderThenScroll(artalk, artalkInit)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[comments] Artalk failed to load', expect.any(Error)))
    expect(view.queryByText('Loading comments...')).toBeNull()
    expect(document.querySelector('[data-comment-backend="artalk"]')).toHaveAttribute('data-status', 'failed')
    expect(view.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
  })
})

describe('Twikoo', () => {
  it('loads the package only in view and initialises on its container', async () => {
    twikooInit.mockResolvedValue(undefined)
    await renderThenScroll({ kind: 'twikoo', envId: 'https://twikoo.example.com' }, twikooInit, {
      variant: { locale: 'ja-JP' },
    })
    await waitFor(() =>
      expect(twikooInit).toHaveBeenCalledWith({
        envId: 'https://twikoo.example.com',
        el: '#twikoo-comments',
        path: '/article/hello',
        lang: 'ja',
      }),
    )
    expect(document.querySelector('#twikoo-comments')).toBe(container('twikoo'))
  })
})

describe('Waline', () => {
  it('loads the package only in view, follows html.dark, and is destroyed on unmount', async () => {
    const destroy = vi.fn()
    walineInit.mockReturnValue({ destroy })
    const view = await renderThenScroll({ kind: 'waline', serverUrl: 'https://waline.example.com' }, walineInit)
    await waitFor(() =>
      expect(walineInit).toHaveBeenCalledWith({
        el: container('waline'),
        serverURL: 'https://waline.example.com',
        path: '/article/hello',
        lang: 'en-US',
        dark: 'html.dark',
      }),
    )
    view.unmount()
    expect(destroy).toHaveBeenCalled()
  })
})

describe('Valine', () => {
  it('loads the package only in view and constructs Valine with the app id, key and page path', async () => {
    await renderThenScroll(
      { kind: 'valine', appId: 'app-id', appKey: 'app-key', serverUrl: 'https://leancloud.example.com' },
      valineCreated,
      { variant: { locale: 'zh-CN' } },
    )
    await waitFor(() => expect(valineCreated).toHaveBeenCalledTimes(1))
    expect(valineCreated).toHaveBeenCalledWith({
      el: '#valine-comments',
      appId: 'app-id',
      appKey: 'app-key',
      path: '/article/hello',
      lang: 'zh-CN',
      serverURLs: 'https://leancloud.example.com',
    })
  })
})

describe('Gitalk', () => {
  it('loads the package only in view and creates Gitalk with the post id as thread id', async () => {
    await renderThenScroll(
      {
        kind: 'gitalk',
        repo: 'blog-comments',
        owner: 'ada',
        admin: ['ada'],
        clientId: 'client-id',
        clientSecret: 'client-secret',
      },
      gitalkCreated,
    )
    await waitFor(() => expect(gitalkRender).toHaveBeenCalledWith(container('gitalk')))
    expect(gitalkCreated).toHaveBeenCalledWith({
      clientID: 'client-id',
      clientSecret: 'client-secret',
      repo: 'blog-comments',
      owner: 'ada',
      admin: ['ada'],
      id: '0123456789abcdef0123456789abcdef',
      title: 'Hello comments',
      language: 'en',
      distractionFreeMode: false,
    })
  })
})
