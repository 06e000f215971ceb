import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyGuard } from '@/components/article/CopyGuard'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { ExpirationNotice } from '@/components/article/ExpirationNotice'
import { daysSince, expirationMessage } from '@/components/article/expiration'
import { ShareBar } from '@/components/article/ShareBar'
import { publicPageUrl } from '@/lib/share/public-url'
import { shareUrl, SHARE_SERVICES, usableShareServices } from '@/lib/share/share-links'
import { fixtureChrome, renderInSite } from '../../fixtures/site-context'

vi.mock('next/router', async () => (await import('../../fixtures/router')).routerModule)

const post = { type: 'Post' as const, title: 'Hello <World>', summary: 'Sum', href: '/article/hello', lastEditedDate: '2020-01-01T00:00:00.000Z' }
const article = fixtureChrome().article

afterEach(() => vi.restoreAllMocks())

describe('share links', () => {
  it('gives every service but link and wechat an encoded URL', () => {
    const target = { url: 'https://x.dev/a?b=1', title: 'A & B', facebookAppId: '1234' }
    for (const s of SHARE_SERVICES) {
      const url = shareUrl(s, target)
      if (s === 'link' || s === 'wechat') expect(url).toBeNull()
      else expect(url).toContain(encodeURIComponent(target.url))
    }
    expect(shareUrl('twitter', target)).toContain('text=A%20%26%20B')
  })
})

describe('Messenger', () => {
  it('sends the app id its Send Dialog requires, and has no URL without one', () => {
    const url = shareUrl('messenger', { url: 'https://x.dev/a', title: 'A', facebookAppId: '1234' })
    expect(new URL(url ?? '').searchParams.get('app_id')).toBe('1234')
    expect(shareUrl('messenger', { url: 'https://x.dev/a', title: 'A' })).toBeNull()
    expect(usableShareServices(['link', 'messenger', 'line'], { facebookAppId: '' })).toEqual(['link', 'line'])
    expect(usableShareServices(['link', 'messenger'], { facebookAppId: '1234' })).toEqual(['link', 'messenger'])
  })

  it('is not rendered without FACEBOOK_APP_ID, and links with it when set', () => {
    const services = ['twitter', 'messenger'] as const
    const without = renderInSite(<ShareBar post={post} />, { chrome: { article: { ...article, shareServices: [...services] } } })
    expect(screen.queryByRole('link', { name: 'Share on Messenger' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Share on X (Twitter)' })).toBeInTheDocument()
    without.unmount()
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://x.dev', article: { ...article, shareServices: [...services], facebookAppId: '42' } } })
    const href = screen.getByRole('link', { name: 'Share on Messenger' }).getAttribute('href') ?? ''
    expect(new URL(href).searchParams.get('app_id')).toBe('42')
    expect(new URL(href).searchParams.get('link')).toBe('https://x.dev/article/hello')
  })
})

describe('ShareBar', () => {
  it('shows the configured services in order, external ones in a new tab', () => {
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://blog.example' } })
    const labels = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))
    expect(labels).toEqual(['Copy link', 'Share on WeChat'])
    const twitter = screen.getByRole('link', { name: 'Share on X (Twitter)' })
    expect(twitter).toHaveAttribute('target', '_blank')
    expect(twitter.getAttribute('rel')).toContain('noopener')
    expect(twitter.getAttribute('href')).toContain(encodeURIComponent('https://blog.example/article/hello'))
  })

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://blog.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await screen.findByText('Link copied')
    expect(writeText).toHaveBeenCalledWith('https://blog.example/article/hello')
  })

  it('opens a WeChat QR code drawn on demand', async () => {
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://blog.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Share on WeChat' }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/))
  })

  it('draws every one of the 13 services as an icon, named from the dictionary', async () => {
    const { DICTIONARIES } = await import('@/lib/i18n/locales')
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const names = DICTIONARIES[locale].share.services
      const view = renderInSite(<ShareBar post={post} />, {
        chrome: { article: { ...article, shareServices: [...SHARE_SERVICES], facebookAppId: '1234' } },
        variant: { locale },
      })
      const controls = [...view.container.querySelectorAll('[data-testid="share-bar"] > a, [data-testid="share-bar"] > button')]
      expect(controls.map((c) => c.getAttribute('aria-label'))).toEqual(SHARE_SERVICES.map((s) => names[s]))
      for (const control of controls) {
        const label = control.getAttribute('aria-label')
        // A drawing, not a lettered stand-in: one decorative svg with paths, and no text.
        expect(control.querySelectorAll('svg'), label ?? '').toHaveLength(1)
        expect(control.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
        expect(control.querySelector('svg path, svg rect, svg circle, svg ellipse')).not.toBeNull()
        expect(control.textContent, label ?? '').toBe('')
      }
      view.unmount()
    }
  })

  it('is absent for pages and when no service is configured', () => {
    const { container } = renderInSite(<ShareBar post={{ ...post, type: 'Page' }} />)
    expect(container).toBeEmptyDOMElement()
    const none = renderInSite(<ShareBar post={post} />, { chrome: { article: { ...article, shareServices: [] } } })
    expect(none.container).toBeEmptyDOMElement()
  })
})

describe('shared URLs are the page\'s public URL', () => {
  it('include the language prefix, with LINK', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://blog.example/' }, variant: { prefix: '/en', keep: 'theme=medium' } })
    expect(screen.getByRole('link', { name: 'Share on X (Twitter)' }).getAttribute('href')).toContain(`url=${encodeURIComponent('https://blog.example/en/article/hello')}&`)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await screen.findByText('Link copied')
    // The visitor's own switches (?theme=) are not part of what they share.
    expect(writeText).toHaveBeenCalledWith('https://blog.example/en/article/hello')
  })

  it('without LINK, the address the visitor used plus the prefix', () => {
    renderInSite(<ShareBar post={post} />, { variant: { prefix: '/en' } })
    const email = screen.getByRole('link', { name: 'Share by email' })
    expect(email.getAttribute('href')).toContain(encodeURIComponent(`${window.location.origin}/en/article/hello`))
  })

  it('the WeChat QR code encodes the prefixed URL', async () => {
    const qr = await import('@/components/article/WechatQrCode')
    const spy = vi.spyOn(qr, 'WechatQrCode')
    renderInSite(<ShareBar post={post} />, { chrome: { link: 'https://blog.example' }, variant: { prefix: '/en' } })
    fireEvent.click(screen.getByRole('button', { name: 'Share on WeChat' }))
    await screen.findByRole('dialog')
    expect(spy.mock.calls.at(-1)?.[0]).toMatchObject({ url: 'https://blog.example/en/article/hello' })
  })

  it('the copyright block names the prefixed URL', () => {
    renderInSite(<CopyrightNotice post={post} />, { chrome: { link: 'https://blog.example' }, variant: { prefix: '/en' } })
    expect(screen.getByText('https://blog.example/en/article/hello')).toBeInTheDocument()
  })

  it('publicPageUrl adds SUB_PATH and the prefix, as canonical URLs do', () => {
    const at = { link: 'https://x.dev', prefix: '/en', origin: 'http://localhost:3000', basePath: '/blog' }
    expect(publicPageUrl('/article/a', at)).toBe('https://x.dev/blog/en/article/a')
    expect(publicPageUrl('/article/a', { ...at, link: 'https://x.dev/blog' })).toBe('https://x.dev/blog/en/article/a')
    expect(publicPageUrl('/article/a', { ...at, link: '' })).toBe('http://localhost:3000/blog/en/article/a')
    expect(publicPageUrl('/article/a', { ...at, link: '', origin: '' })).toBe('/blog/en/article/a')
    expect(publicPageUrl('https://elsewhere.dev/p', at)).toBe('https://elsewhere.dev/p')
  })
})

describe('CopyrightNotice', () => {
  it('names the author, the post link and the licence', () => {
    renderInSite(<CopyrightNotice post={post} />, { chrome: { link: 'https://blog.example', author: 'Ada' } })
    expect(screen.getByText('Ada')).toHaveAttribute('href', '/about')
    expect(screen.getByText('https://blog.example/article/hello')).toBeInTheDocument()
    expect(screen.getByText(/CC BY-NC-SA 4\.0/)).toBeInTheDocument()
  })

  it('is hidden when turned off or for pages', () => {
    expect(renderInSite(<CopyrightNotice post={post} />, { chrome: { article: { ...article, copyright: false } } }).container).toBeEmptyDOMElement()
    expect(renderInSite(<CopyrightNotice post={{ ...post, type: 'Page' }} />).container).toBeEmptyDOMElement()
  })
})

describe('ExpirationNotice', () => {
  it('computes the age and fills %%DAYS%%', () => {
    expect(daysSince('2026-01-01T00:00:00Z', Date.parse('2026-04-11T12:00:00Z'))).toBe(100)
    expect(expirationMessage('old: %%DAYS%% days (%%DAYS%%)', 5)).toBe('old: 5 days (5)')
  })

  it('warns on old posts only when enabled, with the owner text or the language default', () => {
    const on = { ...article, expiration: { enabled: true, days: 90, message: '' } }
    renderInSite(<ExpirationNotice post={post} />, { chrome: { article: on } })
    expect(screen.getByRole('note').textContent).toMatch(/^This article was last updated \d+ days ago/)
    const custom = { ...article, expiration: { enabled: true, days: 90, message: 'Stale for %%DAYS%% d' } }
    renderInSite(<ExpirationNotice post={post} />, { chrome: { article: custom } })
    expect(screen.getByText(/^Stale for \d+ d$/)).toBeInTheDocument()
    const fresh = { ...post, lastEditedDate: new Date().toISOString() }
    expect(renderInSite(<ExpirationNotice post={fresh} />, { chrome: { article: on } }).container).toBeEmptyDOMElement()
    expect(renderInSite(<ExpirationNotice post={post} />).container).toBeEmptyDOMElement()
  })
})

describe('CopyGuard', () => {
  it('blocks selection and copying only when CAN_COPY is false', () => {
    const blocked = renderInSite(<CopyGuard><p>text</p></CopyGuard>, { chrome: { canCopy: false } })
    const region = blocked.container.querySelector('[data-copy="blocked"]')
    expect(region).toHaveClass('select-none')
    const event = new Event('copy', { bubbles: true, cancelable: true })
    region?.querySelector('p')?.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    const open = renderInSite(<CopyGuard><p>free</p></CopyGuard>)
    expect(open.container.querySelector('[data-copy]')).toBeNull()
  })
})
