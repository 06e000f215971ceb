// The document title in the browser: `?s=` in front of a list page's title, and 'loading'
// while an article loads (a client-side navigation to it, or a fallback render).
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isArticleAddress, useDocumentTitle } from '@/components/seo/useDocumentTitle'
import { RouteLoadingProvider, useRouteLoading } from '@/components/site/RouteLoading'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import type { LayoutName } from '@/lib/routes/types'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'
import { fixtureContext } from '@/__tests__/fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function Probe() {
  return <p data-testid="title">{useDocumentTitle()}</p>
}

function renderTitle(layout: LayoutName, title: string, prefix = '') {
  const value = { ...fixtureContext({}, { prefix }), layout, title }
  render(
    <RouteLoadingProvider>
      <SiteProvider value={value}>
        <I18nProvider locale="en-US">
          <Probe />
        </I18nProvider>
      </SiteProvider>
    </RouteLoadingProvider>,
  )
  return () => screen.getByTestId('title').textContent
}

describe('document title', () => {
  beforeEach(() => resetRouter('/'))
  afterEach(() => {
    routerStub.isFallback = false
  })

  it('shows ?s= in front of a list page title, after hydration', () => {
    resetRouter('/page/2?s=abc')
    expect(renderTitle('LayoutIndex', '2 | Page | Blog')()).toBe('abc | 2 | Page | Blog')
  })

  it('does not repeat a keyword already in the title, and ignores ?s= on articles', () => {
    resetRouter('/search/notion?s=notion')
    expect(renderTitle('LayoutSearch', 'notion | Search | Blog')()).toBe('notion | Search | Blog')
    cleanup()
    resetRouter('/article/a?s=x')
    expect(renderTitle('LayoutSlug', 'A | Blog')()).toBe('A | Blog')
  })

  it("says 'loading' while a client-side navigation loads an article, not a list", () => {
    const title = renderTitle('LayoutIndex', 'Blog | Notes')
    act(() => routerStub.events.emit('routeChangeStart', '/article/hello?theme=example'))
    expect(title()).toBe('loading')
    act(() => routerStub.events.emit('routeChangeComplete', '/article/hello'))
    expect(title()).toBe('Blog | Notes')
    act(() => routerStub.events.emit('routeChangeStart', '/category/Notion'))
    expect(title()).toBe('Blog | Notes')
    act(() => routerStub.events.emit('routeChangeError', new Error('x'), '/category/Notion'))
    // A shallow change on the page itself (e.g. dropping ?target=comment) loads nothing.
    act(() => routerStub.events.emit('routeChangeStart', '/article/hello', { shallow: true }))
    expect(title()).toBe('Blog | Notes')
  })

  it("says 'loading' on an article's fallback render", () => {
    routerStub.isFallback = true
    expect(renderTitle('LayoutSlug', 'A | Blog')()).toBe('loading')
  })
})

describe('isArticleAddress', () => {
  it('tells articles and pages from list routes, past the base path and language prefix', () => {
    for (const url of ['/article/a', '/about', '/en/article/a', '/blog/about?x=1']) expect(isArticleAddress(url, '/en', '/blog'), url).toBe(true)
    for (const url of ['/', '/page/2', '/en', '/en/tag/x', '/blog/search/a', '/blog', '/archive#2024-01']) expect(isArticleAddress(url, '/en', '/blog'), url).toBe(false)
  })
})

describe('the loading flag', () => {
  function Flag() {
    return <p data-testid="flag">{String(useRouteLoading())}</p>
  }

  it('is true from route change start (shallow ones too) until complete or error', () => {
    resetRouter('/')
    render(
      <RouteLoadingProvider>
        <Flag />
      </RouteLoadingProvider>,
    )
    const flag = () => screen.getByTestId('flag').textContent
    expect(flag()).toBe('false')
    act(() => routerStub.events.emit('routeChangeStart', '/archive'))
    expect(flag()).toBe('true')
    act(() => routerStub.events.emit('routeChangeComplete', '/archive'))
    expect(flag()).toBe('false')
    act(() => routerStub.events.emit('routeChangeStart', '/archive?x=1', { shallow: true }))
    expect(flag()).toBe('true')
    act(() => routerStub.events.emit('routeChangeError', new Error('x'), '/archive'))
    expect(flag()).toBe('false')
  })
})
