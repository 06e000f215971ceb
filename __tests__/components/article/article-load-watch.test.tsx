// The spec's wait-then-redirect for an article that fails to load in the browser: a failed
// client-side navigation waits POST_WAITING_TIME_FOR_404 seconds, then goes to /404 unless an
// article element is on the page; cancelled navigations and newer ones call it off.
import { cleanup, act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stopWatchingArticleLoads } from '@/components/article/article-load-watch'
import { useArticleLoadWatch } from '@/components/article/useArticleLoadWatch'
import { SiteProvider } from '@/components/site/SiteContext'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'
import type { RenderVariant } from '@/lib/routes/types'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function Watcher() {
  useArticleLoadWatch()
  return null
}

function mountWatcher(variant: Partial<RenderVariant> = {}, seconds = 8) {
  return render(
    <SiteProvider value={fixtureContext({ notFoundRedirectSeconds: seconds }, variant)}>
      <Watcher />
    </SiteProvider>,
  )
}

const failNavigation = (error: unknown = new Error('Failed to render')) =>
  act(() => routerStub.events.emit('routeChangeError', error, '/article/broken', { shallow: false }))

let replace: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  resetRouter('/article/hello')
  replace = vi.spyOn(routerStub, 'replace').mockResolvedValue(true)
})
afterEach(() => {
  stopWatchingArticleLoads()
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('a failed navigation to an article', () => {
  it('goes to /404 after the configured seconds, even once the layouts have gone', () => {
    const view = mountWatcher()
    failNavigation()
    // Next shows its own error page in place of our layouts: the watch must outlive them.
    view.unmount()
    act(() => vi.advanceTimersByTime(7999))
    expect(replace).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(replace).toHaveBeenCalledWith('/404')
  })

  it('keeps the visitor’s language prefix and theme', () => {
    mountWatcher({ prefix: '/en', keep: 'theme=example' }, 3)
    failNavigation()
    act(() => vi.advanceTimersByTime(3000))
    expect(replace).toHaveBeenCalledWith('/en/404?theme=example')
  })

  it('stays when an article element exists by then', () => {
    mountWatcher()
    failNavigation()
    const article = document.createElement('article')
    article.id = 'article-wrapper'
    document.body.append(article)
    act(() => vi.advanceTimersByTime(10_000))
    expect(replace).not.toHaveBeenCalled()
  })

  it('ignores cancelled navigations, and a newer navigation calls the redirect off', () => {
    mountWatcher()
    failNavigation(Object.assign(new Error('Route Cancelled'), { cancelled: true }))
    act(() => vi.advanceTimersByTime(10_000))
    expect(replace).not.toHaveBeenCalled()

    failNavigation()
    act(() => vi.advanceTimersByTime(4000))
    act(() => routerStub.events.emit('routeChangeStart', '/archive', { shallow: false }))
    act(() => vi.advanceTimersByTime(10_000))
    expect(replace).not.toHaveBeenCalled()
  })

  it('does nothing before any failure', () => {
    mountWatcher()
    act(() => vi.advanceTimersByTime(60_000))
    expect(replace).not.toHaveBeenCalled()
  })
})
