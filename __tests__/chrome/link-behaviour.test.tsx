import { cleanup, act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LINK_REWRITE_DELAY_MS, LinkBehaviour } from '@/components/chrome/links/LinkBehaviour'
import {
  classifyHref,
  internalHref,
  markExternalLinks,
  ownOrigins,
  rewriteBodyLinks,
} from '@/components/chrome/links/link-rules'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const OWN = ownOrigins('http://localhost:3000', 'https://blog.example.com/')

function page(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('link rules', () => {
  it('knows the site by the page origin and by LINK', () => {
    expect(OWN).toEqual(['http://localhost:3000', 'https://blog.example.com'])
    expect(classifyHref('https://blog.example.com/article/a', OWN)).toBe('own')
    expect(classifyHref('HTTP://other.test/x', OWN)).toBe('external')
    expect(classifyHref('/article/a', OWN)).toBe('other')
    expect(classifyHref('mailto:a@b.c', OWN)).toBe('other')
    expect(ownOrigins('http://localhost:3000', '')).toEqual(['http://localhost:3000'])
  })

  it('opens external http links in a new tab with noopener, leaving others alone', () => {
    const root = page(`
      <a id="ext" href="https://other.test/x">x</a>
      <a id="ext-rel" href="https://other.test/y" rel="nofollow">y</a>
      <a id="own" href="https://blog.example.com/a">own</a>
      <a id="rel" href="/article/a">rel</a>
      <a id="blank" href="/file.pdf" target="_blank">pdf</a>`)
    markExternalLinks(root, OWN)
    const get = (id: string) => root.querySelector(`#${id}`) as HTMLAnchorElement
    expect(get('ext').target).toBe('_blank')
    expect(get('ext').rel).toBe('noopener')
    expect(get('ext-rel').rel).toBe('nofollow noopener')
    expect(get('own').hasAttribute('target')).toBe(false)
    expect(get('rel').hasAttribute('target')).toBe(false)
    expect(get('blank').rel).toBe('noopener')
  })

  it('turns full-URL links to this site inside Notion bodies into internal links', () => {
    const root = page(`
      <div class="folio-notion"><a id="in" href="https://blog.example.com/article/a?x=1#h" target="_blank">a</a></div>
      <a id="out" href="https://blog.example.com/article/b" target="_blank">b</a>`)
    rewriteBodyLinks(root, OWN, { prefix: '', keep: 'theme=hexo' })
    const inBody = root.querySelector('#in') as HTMLAnchorElement
    expect(inBody.getAttribute('href')).toBe('/article/a?x=1&theme=hexo#h')
    expect(inBody.hasAttribute('target')).toBe(false)
    // Outside bodies the theme's own links are left as the theme made them.
    expect(root.querySelector('#out')?.getAttribute('href')).toBe(
      'https://blog.example.com/article/b',
    )
  })

  it('adds the language prefix once', () => {
    const variant = { prefix: '/en', keep: '' }
    expect(internalHref('https://blog.example.com/en/article/a', variant)).toBe('/en/article/a')
    expect(internalHref('https://blog.example.com/article/a', variant)).toBe('/en/article/a')
    expect(internalHref('https://blog.example.com/', variant)).toBe('/en')
  })
})

describe('LinkBehaviour', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetRouter('/article/a')
  })
  afterEach(() => {
    vi.useRealTimers()
    cleanup()
  })

  const origin = window.location.origin

  it('applies the rules 500 ms after the page shows and after every navigation', () => {
    expect(LINK_REWRITE_DELAY_MS).toBe(500)
    renderInSite(
      <>
        <LinkBehaviour />
        <div className="folio-notion">
          <a href={`${origin}/article/other`} target="_blank">
            own
          </a>
          <a href="https://elsewhere.test/">ext</a>
        </div>
      </>,
      { variant: { keep: 'theme=example' } },
    )
    const [own, ext] = [...document.querySelectorAll('a')]
    const run = () => act(() => vi.advanceTimersByTime(1))
    act(() => vi.advanceTimersByTime(LINK_REWRITE_DELAY_MS - 1))
    expect(own?.getAttribute('href')).toBe(`${origin}/article/other`)
    expect(ext?.hasAttribute('target')).toBe(false)
    run()
    expect(own?.getAttribute('href')).toBe('/article/other?theme=example')
    expect(ext).toHaveAttribute('target', '_blank')

    // A client-side navigation changes content: rules again 500 ms after it completes. (An
    // address changed in place is not an added link: only the pass after navigation sees it.)
    const fresh = own as HTMLAnchorElement
    fresh.href = 'https://later.test/'
    act(() => routerStub.events.emit('routeChangeComplete', '/article/b'))
    act(() => vi.advanceTimersByTime(LINK_REWRITE_DELAY_MS - 1))
    expect(fresh.hasAttribute('target')).toBe(false)
    run()
    expect(fresh).toHaveAttribute('target', '_blank')
    expect(fresh.rel).toContain('noopener')
  })

  it('applies the rules to links added after the 500 ms pass, until unmounted', async () => {
    const { unmount } = renderInSite(
      <>
        <LinkBehaviour />
        <div className="folio-notion" data-testid="body" />
      </>,
      { variant: { keep: 'theme=example' } },
    )
    act(() => vi.advanceTimersByTime(LINK_REWRITE_DELAY_MS * 4))
    const body = document.querySelector('.folio-notion') as HTMLElement
    const chunk = document.createElement('p')
    chunk.innerHTML = `<a id="late-own" href="${origin}/article/c" target="_blank">c</a>
      <a id="late-ext" href="https://late.test/">late</a>`
    body.appendChild(chunk)
    const comment = document.createElement('a')
    comment.href = 'https://commenter.test/'
    document.body.appendChild(comment)
    await act(async () => {}) // mutation records are delivered in a microtask
    const lateOwn = document.querySelector('#late-own') as HTMLAnchorElement
    expect(lateOwn.getAttribute('href')).toBe('/article/c?theme=example')
    expect(lateOwn.hasAttribute('target')).toBe(false)
    expect(document.querySelector('#late-ext')).toHaveAttribute('target', '_blank')
    expect(comment).toHaveAttribute('target', '_blank')
    expect(comment.rel).toContain('noopener')

    unmount()
    const afterUnmount = document.createElement('a')
    afterUnmount.href = 'https://gone.test/'
    document.body.appendChild(afterUnmount)
    await act(async () => {})
    expect(afterUnmount.hasAttribute('target')).toBe(false)
  })
})
