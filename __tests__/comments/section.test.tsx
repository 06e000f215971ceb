// The section itself: when it renders at all, lazy loading, tabs, and ?target=comment.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearUnlockedForTests, publishUnlocked } from '@/components/lock/unlocked-store'
import type { CommentBackend } from '@/lib/comments/types'
import { forgetLoadedAssets } from '@/lib/plugins/load-asset'
import {
  FakeIntersectionObserver,
  failLoading,
  findScript,
  fixturePost,
  installIntersectionObserver,
  renderComments,
  resetDocument,
  scriptsIn,
  scrollToComments,
} from './helpers'
import { imported, resetPackageMocks } from './package-mocks'

// The packaged backends would call their servers: replaced at the package boundary.
vi.mock('artalk', async () => (await import('./package-mocks')).mockArtalk())
vi.mock('twikoo', async () => (await import('./package-mocks')).mockTwikoo())
vi.mock('@waline/client', async () => (await import('./package-mocks')).mockWaline())
vi.mock('valine', async () => (await import('./package-mocks')).mockValine())
vi.mock('gitalk', async () => (await import('./package-mocks')).mockGitalk())

const utterances: CommentBackend = {
  kind: 'utterances',
  repo: 'folio/comments',
  issueTerm: 'pathname',
  label: '',
  scriptUrl: 'https://utteranc.es/client.js',
}
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
const EVERY_BACKEND: CommentBackend[] = [
  { kind: 'artalk', server: 'https://artalk.example.com', site: 'Blog' },
  { kind: 'twikoo', envId: 'https://twikoo.example.com' },
  { kind: 'waline', serverUrl: 'https://waline.example.com' },
  { kind: 'valine', appId: 'id', appKey: 'key', serverUrl: '' },
  giscus,
  { kind: 'cusdis', appId: 'app', host: 'https://cusdis.example.com' },
  utterances,
  { kind: 'gitalk', repo: 'r', owner: 'o', admin: ['o'], clientId: 'ci', clientSecret: 'cs' },
  { kind: 'webmention', hostname: 'blog.example.com' },
]
const BOTS = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  Baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)))
/** Anything any backend would have started: a script, a package, a widget, a request. */
function anythingLoaded(fetchSpy: { mock: { calls: unknown[][] } }): string[] {
  return [
    ...scriptsIn().map((s) => `script ${s.src}`),
    ...[...imported].map((name) => `package ${name}`),
    ...(document.querySelector('giscus-widget') ? ['giscus widget'] : []),
    ...fetchSpy.mock.calls.map((call) => `fetch ${String(call[0])}`),
  ]
}

beforeEach(() => {
  installIntersectionObserver()
  forgetLoadedAssets()
  Element.prototype.scrollIntoView = vi.fn()
  history.replaceState(null, '', '/article/hello')
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetPackageMocks()
  resetDocument(['CUSDIS_PREVENT_INITIAL_RENDER'])
  clearUnlockedForTests()
})

describe('when the section renders at all', () => {
  it('renders nothing when no backend is configured', () => {
    const { container } = renderComments([])
    expect(container).toBeEmptyDOMElement()
  })

  it('renders nothing when the chrome has no comment settings', () => {
    const { container } = renderComments([], { chrome: { comments: undefined } })
    expect(container).toBeEmptyDOMElement()
  })

  it('renders nothing for a post whose comment property is Hide', () => {
    for (const comment of ['Hide', ' hide ']) {
      const { container, unmount } = renderComments([utterances], {
        props: { post: fixturePost({ comment }) },
      })
      expect(container).toBeEmptyDOMElement()
      unmount()
    }
  })

  it('renders and loads nothing on a locked post until it is unlocked in this session', async () => {
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetchSpy)
    const locked = fixturePost({ locked: true })
    const { container } = renderComments([utterances], { props: { post: locked } })
    expect(container).toBeEmptyDOMElement()
    scrollToComments()
    await settle()
    expect(anythingLoaded(fetchSpy)).toEqual([])
    // Another post's unlock changes nothing.
    const article = { body: { block: {} } as never, toc: [], wordCount: 0, readTime: 0 }
    act(() => publishUnlocked('ffffffffffffffffffffffffffffffff', article))
    expect(container).toBeEmptyDOMElement()

    act(() => publishUnlocked(locked.id, article))
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
    scrollToComments()
    await findScript('https://utteranc.es/client.js')
  })

  it.each(Object.entries(BOTS))('renders and loads no backend at all for %s', async (_bot, agent) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent)
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetchSpy)
    for (const backend of EVERY_BACKEND) {
      const { container, unmount } = renderComments([backend])
      expect(container, backend.kind).toBeEmptyDOMElement()
      scrollToComments()
      await settle()
      expect(anythingLoaded(fetchSpy), backend.kind).toEqual([])
      unmount()
    }
    // All of them at once (tabs) too.
    const { container } = renderComments(EVERY_BACKEND)
    scrollToComments()
    await settle()
    expect(container).toBeEmptyDOMElement()
    expect(anythingLoaded(fetchSpy)).toEqual([])
    expect(FakeIntersectionObserver.instances).toHaveLength(0)
  })

  it('renders every backend for people, with a tab each (the same setup the bots get)', () => {
    renderComments(EVERY_BACKEND)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Artalk', 'Twikoo', 'Waline', 'Valine', 'Giscus', 'Cusdis', 'Utterances', 'Gitalk', 'Webmentions',
    ])
  })

  it('renders the section with its heading for people', () => {
    renderComments([utterances])
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
    expect(document.getElementById('comment')).not.toBeNull()
  })
})

describe('lazy loading', () => {
  it('loads nothing until the section comes within 200px of the viewport', async () => {
    renderComments([utterances])
    expect(scriptsIn()).toHaveLength(0)
    expect(screen.queryByText('Loading comments...')).toBeNull()
    const observer = FakeIntersectionObserver.instances.at(-1)
    expect(observer?.options.rootMargin).toBe('200px')
    expect(observer?.observed).toEqual([document.getElementById('comment')])

    scrollToComments()
    await findScript('https://utteranc.es/client.js')
    expect(screen.getByText('Loading comments...')).toBeInTheDocument()
    expect(observer?.disconnected).toBe(true)
  })

  it('warns and leaves the page intact when a script fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderComments([utterances])
    scrollToComments()
    failLoading(await findScript('https://utteranc.es/client.js'))
    await waitFor(() => expect(screen.queryByText('Loading comments...')).toBeNull())
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load https://utteranc.es/client.js'))
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument()
  })
})

describe('tabs', () => {
  it('shows no tabs for one backend', () => {
    renderComments([utterances])
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('shows one tab per backend and loads a backend when its tab is first opened', async () => {
    renderComments([utterances, giscus])
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Utterances', 'Giscus'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')

    scrollToComments()
    await findScript('https://utteranc.es/client.js')
    await settle()
    expect(document.querySelector('giscus-widget')).toBeNull()

    fireEvent.click(screen.getByRole('tab', { name: 'Giscus' }))
    await waitFor(() => expect(document.querySelector('giscus-widget')).not.toBeNull())
    expect(screen.getByRole('tab', { name: 'Giscus' })).toHaveAttribute('aria-selected', 'true')
    const [first, second] = screen.getAllByRole('tabpanel', { hidden: true })
    expect(first).not.toBeVisible()
    expect(second).toBeVisible()
    // The tab fades in over 300 ms.
    expect(second?.className).toContain('duration-300')

    // Back to the first tab: it is still mounted, not loaded again.
    fireEvent.click(screen.getByRole('tab', { name: 'Utterances' }))
    expect(scriptsIn().filter((s) => s.src === 'https://utteranc.es/client.js')).toHaveLength(1)
  })

  it('moves between tabs with the arrow keys', () => {
    renderComments([utterances, giscus])
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Utterances' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Giscus' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Giscus' })).toHaveFocus()
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Giscus' }), { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Utterances' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('?target=comment', () => {
  it('scrolls to the section after one second and drops the parameter', () => {
    vi.useFakeTimers()
    history.replaceState(
      { __N: true, url: '/[variant]/article/[slug]?target=comment', as: '/article/hello?theme=medium&target=comment' },
      '',
      '/article/hello?theme=medium&target=comment#top',
    )
    renderComments([utterances])
    const scroll = vi.mocked(Element.prototype.scrollIntoView)
    act(() => vi.advanceTimersByTime(999))
    expect(scroll).not.toHaveBeenCalled()
    expect(location.search).toBe('?theme=medium&target=comment')

    act(() => vi.advanceTimersByTime(1))
    expect(scroll).toHaveBeenCalledTimes(1)
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('comment'))
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/article/hello?theme=medium#top')
    expect(history.state).toMatchObject({
      __N: true,
      url: '/[variant]/article/[slug]',
      as: '/article/hello?theme=medium',
    })
  })

  it('opens the Giscus tab for ?target=giscus', () => {
    vi.useFakeTimers()
    history.replaceState(null, '', '/article/hello?target=giscus')
    renderComments([utterances, giscus])
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('tab', { name: 'Giscus' })).toHaveAttribute('aria-selected', 'true')
    expect(location.search).toBe('')
  })

  it('leaves other targets and parameters alone', () => {
    vi.useFakeTimers()
    history.replaceState(null, '', '/article/hello?target=other')
    renderComments([utterances])
    act(() => vi.advanceTimersByTime(2000))
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled()
    expect(location.search).toBe('?target=other')
  })
})
