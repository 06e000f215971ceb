// Giscus through its official React component, Utterances next to its own script tag, Cusdis
// into an element we give it. Each starts only after the section scrolls into view, with the
// right settings.
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
} from './helpers'

beforeEach(() => {
  installIntersectionObserver()
  forgetLoadedAssets()
  history.replaceState(null, '', '/article/hello')
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetDocument(['CUSDIS', 'CUSDIS_PREVENT_INITIAL_RENDER'])
})

const attributesOf = (element: Element) =>
  Object.fromEntries(element.getAttributeNames().filter((n) => n !== 'src').map((n) => [n, element.getAttribute(n)]))

const boxOf = (kind: string) => document.querySelector(`[data-comment-backend="${kind}"]`) as HTMLElement

/** Adds the iframe the real embed script would add, with a spy on its postMessage. */
function addFrame(script: HTMLScriptElement, className: string, src: string) {
  const frame = document.createElement('iframe')
  frame.className = className
  frame.src = src
  script.after(frame)
  const post = vi.fn()
  Object.defineProperty(frame.contentWindow, 'postMessage', { value: post })
  return post
}

describe('Giscus', () => {
  const giscus: CommentBackend = {
    kind: 'giscus',
    repo: 'folio/comments',
    repoId: 'R_kgDO',
    category: 'Announcements',
    categoryId: 'DIC_kwDO',
    mapping: 'og:title',
    reactions: false,
    inputPosition: 'top',
  }
  // The official React component (@giscus/react) runs for real: it defines the <giscus-widget>
  // element, which draws the giscus.app iframe (jsdom does not load frames).
  const widget = () => document.querySelector('giscus-widget')

  it('renders the official widget only in view, with the configuration as attributes', async () => {
    renderComments([giscus], { variant: { locale: 'tr-TR' } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)))
    expect(widget()).toBeNull()
    scrollToComments()
    const element = await waitFor(() => {
      const found = widget()
      if (!found) throw new Error('no <giscus-widget> yet')
      return found
    })
    expect(boxOf('giscus').contains(element)).toBe(true)
    expect(attributesOf(element)).toEqual({
      host: 'https://giscus.app',
      repo: 'folio/comments',
      repoid: 'R_kgDO',
      category: 'Announcements',
      categoryid: 'DIC_kwDO',
      mapping: 'og:title',
      strict: '0',
      reactionsenabled: '0',
      emitmetadata: '0',
      inputposition: 'top',
      theme: 'light',
      lang: 'tr',
      loading: 'lazy',
    })
    expect(scriptsIn()).toHaveLength(0)
  })

  it('passes a dark-mode switch on to the widget', async () => {
    renderComments([giscus])
    scrollToComments()
    // React gives a defined custom element its props as properties.
    const theme = () => (widget() as (Element & { theme?: string }) | null)?.theme
    await waitFor(() => expect(theme()).toBe('light'))
    await act(async () => document.documentElement.classList.add('dark'))
    await waitFor(() => expect(theme()).toBe('dark'))
  })
})

describe('Utterances', () => {
  const utterances: CommentBackend = {
    kind: 'utterances',
    repo: 'folio/comments',
    issueTerm: 'title',
    label: '💬 comment',
    scriptUrl: 'https://utteranc.es/client.js',
  }

  it('puts its script inside the section with repo, issue term, label and theme', async () => {
    document.documentElement.classList.add('dark')
    renderComments([utterances])
    expect(scriptsIn()).toHaveLength(0)
    scrollToComments()
    const script = await findScript('https://utteranc.es/client.js')
    expect(boxOf('utterances').contains(script)).toBe(true)
    expect(attributesOf(script)).toEqual({
      crossorigin: 'anonymous',
      repo: 'folio/comments',
      'issue-term': 'title',
      label: '💬 comment',
      theme: 'github-dark',
    })
  })

  it('switches the iframe theme with dark mode', async () => {
    renderComments([utterances])
    scrollToComments()
    const script = await findScript('https://utteranc.es/client.js')
    const post = addFrame(script, 'utterances-frame', 'https://utteranc.es/utterances.html')
    finishLoading(script)
    await act(async () => document.documentElement.classList.add('dark'))
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({ type: 'set-theme', theme: 'github-dark' }, 'https://utteranc.es'),
    )
  })

  it('removes its script and iframe when the section goes away', async () => {
    const view = renderComments([utterances])
    scrollToComments()
    await findScript('https://utteranc.es/client.js')
    view.unmount()
    expect(scriptsIn()).toHaveLength(0)
  })
})

describe('Cusdis', () => {
  const cusdis: CommentBackend = { kind: 'cusdis', appId: 'app-123', host: 'https://cusdis.example.com' }

  it('loads the host’s script with the first render turned off, then renders into its element', async () => {
    const renderTo = vi.fn()
    renderComments([cusdis], { chrome: { link: 'https://blog.example.com' } })
    expect(scriptsIn()).toHaveLength(0)
    scrollToComments()
    const script = await findScript('https://cusdis.example.com/js/cusdis.umd.js')
    expect(window).toHaveProperty('CUSDIS_PREVENT_INITIAL_RENDER', true)
    finishLoading(script, { CUSDIS: { renderTo, setTheme: vi.fn() } })
    await waitFor(() => expect(renderTo).toHaveBeenCalledTimes(1))
    const target = renderTo.mock.calls[0]?.[0] as HTMLElement
    expect(boxOf('cusdis').contains(target)).toBe(true)
    expect({ ...target.dataset }).toEqual({
      host: 'https://cusdis.example.com',
      appId: 'app-123',
      pageId: '0123456789abcdef0123456789abcdef',
      pageUrl: 'https://blog.example.com/article/hello',
      pageTitle: 'Hello comments',
      theme: 'light',
    })
  })

  it('loads the language pack first for a non-English site and follows dark mode', async () => {
    const setTheme = vi.fn()
    renderComments([cusdis], { variant: { locale: 'zh-CN', prefix: '/zh' } })
    scrollToComments()
    const lang = await findScript('https://cusdis.example.com/js/widget/lang/zh-cn.js')
    expect(scriptsIn().map((s) => s.src)).toEqual([lang.src])
    finishLoading(lang)
    const main = await findScript('https://cusdis.example.com/js/cusdis.umd.js')
    const renderTo = vi.fn()
    finishLoading(main, { CUSDIS: { renderTo, setTheme } })
    await waitFor(() => expect(renderTo).toHaveBeenCalled())
    const target = renderTo.mock.calls[0]?.[0] as HTMLElement
    expect(target.dataset.pageUrl).toBe(`${location.origin}/zh/article/hello`)
    await act(async () => document.documentElement.classList.add('dark'))
    await waitFor(() => expect(setTheme).toHaveBeenLastCalledWith('dark'))
  })
})
