// Backends whose library defines a window global: each loads its code only after the section
// scrolls into view, then starts the widget with the right configuration.
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CommentBackend } from '@/lib/comments/types'
import { forgetLoadedAssets } from '@/lib/plugins/load-asset'
import {
  findScript,
  finishLoading,
  installIntersectionObserver,
  renderComments,
  resetDocument,
  scriptsIn,
  scrollToComments,
  stylesheets,
} from './helpers'

const GLOBALS = ['Artalk', 'twikoo', 'Waline', 'Valine', 'Gitalk']

beforeEach(() => {
  installIntersectionObserver()
  forgetLoadedAssets()
  history.replaceState(null, '', '/article/hello')
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetDocument(GLOBALS)
})

/** Renders, checks nothing loads before the scroll, scrolls, and returns the loaded script. */
async function scrollAndFind(backend: CommentBackend, src: string, options: Parameters<typeof renderComments>[1] = {}) {
  const view = renderComments([backend], options)
  expect(scriptsIn()).toHaveLength(0)
  scrollToComments()
  const script = await findScript(src)
  expect(view.getByRole('status')).toBeInTheDocument()
  return { view, script }
}

const container = (kind: string) =>
  document.querySelector(`[data-comment-backend="${kind}"] > div:last-child`) as HTMLElement

describe('Artalk', () => {
  const artalk: CommentBackend = { kind: 'artalk', server: 'https://artalk.example.com', site: 'My Blog' }

  it('loads the server’s script and stylesheet, then initialises with the page', async () => {
    const instance = { setDarkMode: vi.fn(), destroy: vi.fn() }
    const init = vi.fn(() => instance)
    const { view, script } = await scrollAndFind(artalk, 'https://artalk.example.com/dist/Artalk.js', {
      variant: { locale: 'zh-HK' },
    })
    expect(stylesheets()).toContain('https://artalk.example.com/dist/Artalk.css')
    finishLoading(script, { Artalk: { init } })
    await waitFor(() => expect(init).toHaveBeenCalledTimes(1))
    expect(init).toHaveBeenCalledWith({
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
    const init = vi.fn(() => ({ setDarkMode: vi.fn(), destroy: vi.fn() }))
    const { script } = await scrollAndFind(artalk, 'https://artalk.example.com/dist/Artalk.js')
    finishLoading(script, { Artalk: { init } })
    await waitFor(() => expect(init).toHaveBeenCalledWith(expect.objectContaining({ darkMode: true, locale: 'en' })))
  })

  it('warns when the script defines no Artalk', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { view, script } = await scrollAndFind(artalk, 'https://artalk.example.com/dist/Artalk.js')
    finishLoading(script)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[comments] Artalk failed to load', expect.any(Error)))
    expect(view.queryByText('Loading comments...')).toBeNull()
    warn.mockRestore()
  })
})

describe('Twikoo', () => {
  it('loads the configured script and initialises on its container', async () => {
    const init = vi.fn(async () => undefined)
    const { script } = await scrollAndFind(
      { kind: 'twikoo', envId: 'https://twikoo.example.com', scriptUrl: 'https://cdn.example.com/twikoo.all.min.js' },
      'https://cdn.example.com/twikoo.all.min.js',
      { variant: { locale: 'ja-JP' } },
    )
    finishLoading(script, { twikoo: { init } })
    await waitFor(() =>
      expect(init).toHaveBeenCalledWith({
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
  it('loads script and stylesheet, follows html.dark, and is destroyed on unmount', async () => {
    const destroy = vi.fn()
    const init = vi.fn(() => ({ destroy }))
    const { view, script } = await scrollAndFind(
      {
        kind: 'waline',
        serverUrl: 'https://waline.example.com',
        scriptUrl: 'https://cdn.example.com/waline.umd.js',
        styleUrl: 'https://cdn.example.com/waline.css',
      },
      'https://cdn.example.com/waline.umd.js',
    )
    expect(stylesheets()).toContain('https://cdn.example.com/waline.css')
    finishLoading(script, { Waline: { init } })
    await waitFor(() =>
      expect(init).toHaveBeenCalledWith({
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
  it('constructs Valine with the app id, key and page path', async () => {
    const created: unknown[] = []
    class FakeValine {
      constructor(options: unknown) {
        created.push(options)
      }
    }
    const { script } = await scrollAndFind(
      {
        kind: 'valine',
        appId: 'app-id',
        appKey: 'app-key',
        serverUrl: 'https://leancloud.example.com',
        scriptUrl: 'https://cdn.example.com/Valine.min.js',
      },
      'https://cdn.example.com/Valine.min.js',
      { variant: { locale: 'zh-CN' } },
    )
    finishLoading(script, { Valine: FakeValine })
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]).toEqual({
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
  it('creates Gitalk with the post id as thread id and renders into its container', async () => {
    const created: unknown[] = []
    const render = vi.fn()
    class FakeGitalk {
      constructor(options: unknown) {
        created.push(options)
      }
      render = render
    }
    const { script } = await scrollAndFind(
      {
        kind: 'gitalk',
        repo: 'blog-comments',
        owner: 'ada',
        admin: ['ada'],
        clientId: 'client-id',
        clientSecret: 'client-secret',
        scriptUrl: 'https://cdn.example.com/gitalk.min.js',
        styleUrl: 'https://cdn.example.com/gitalk.css',
      },
      'https://cdn.example.com/gitalk.min.js',
    )
    expect(stylesheets()).toContain('https://cdn.example.com/gitalk.css')
    finishLoading(script, { Gitalk: FakeGitalk })
    await waitFor(() => expect(render).toHaveBeenCalledWith(container('gitalk')))
    expect(created[0]).toEqual({
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
