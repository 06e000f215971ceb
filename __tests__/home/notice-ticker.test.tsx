// The notice bar's own ticker (no Swiper): one link shown at a time, the next every 3 s, looping;
// paused while hovered, focused, off screen or in a hidden tab; the waiting links out of reach.
import { act, fireEvent } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTICE_SWIPE_MS, NoticeBar } from '@/components/home/NoticeBar'
import { NOTICE_SLIDE_MS } from '@/components/home/useNoticeRotation'
import { SiteProvider } from '@/components/site/SiteContext'
import { I18nProvider } from '@/lib/i18n/react'
import { fixtureContext, renderInSite } from '@/__tests__/fixtures/site-context'

const LINKS = [
  { title: 'First notice', url: '/about' },
  { title: 'Second notice', url: 'https://example.org/two' },
  { title: 'Third notice', url: '/archive' },
]

const items = () => [...document.querySelectorAll<HTMLElement>('[data-notice-item]')]
const shownTitle = () => document.querySelector('[data-notice-item="shown"]')?.textContent
const states = () => items().map((item) => item.dataset.noticeItem)
const ticker = () => document.querySelector('[data-notice-ticker]')!

async function wait(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms))
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('NoticeBar ticker', () => {
  it('shows the next link every 3 s and wraps to the first', async () => {
    expect(NOTICE_SWIPE_MS).toBe(3000)
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    expect(shownTitle()).toBe('First notice')
    await wait(NOTICE_SWIPE_MS - 1)
    expect(shownTitle()).toBe('First notice')
    await wait(1)
    expect(shownTitle()).toBe('Second notice')
    for (const next of ['Third notice', 'First notice', 'Second notice']) {
      await wait(NOTICE_SWIPE_MS - 1)
      expect(shownTitle()).not.toBe(next)
      await wait(1)
      expect(shownTitle()).toBe(next)
    }
  })

  it('lets the link that left finish sliding up, then parks it below (two links alternate upwards)', async () => {
    renderInSite(<NoticeBar links={LINKS.slice(0, 2)} quote={null} />)
    expect(states()).toEqual(['shown', 'waiting'])
    await wait(NOTICE_SWIPE_MS)
    expect(states()).toEqual(['leaving', 'shown'])
    await wait(NOTICE_SLIDE_MS + 50)
    expect(states()).toEqual(['waiting', 'shown'])
    await wait(NOTICE_SWIPE_MS - NOTICE_SLIDE_MS - 50)
    expect(states()).toEqual(['shown', 'leaving'])
  })

  it('does not move, nor keep a timer, with a single link', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval')
    renderInSite(<NoticeBar links={LINKS.slice(0, 1)} quote={null} />)
    await wait(NOTICE_SWIPE_MS * 3)
    expect(states()).toEqual(['shown'])
    expect(intervals).not.toHaveBeenCalled()
  })

  it('keeps only the shown link reachable: the others are aria-hidden and inert', async () => {
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    await wait(NOTICE_SWIPE_MS)
    for (const item of items()) {
      const shown = item.dataset.noticeItem === 'shown'
      expect(item.hasAttribute('aria-hidden'), item.textContent ?? '').toBe(!shown)
      expect(item.hasAttribute('inert'), item.textContent ?? '').toBe(!shown)
    }
  })

  it('pauses while hovered and while a link has the focus', async () => {
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    fireEvent.mouseEnter(ticker())
    await wait(NOTICE_SWIPE_MS * 2)
    expect(shownTitle()).toBe('First notice')
    fireEvent.mouseLeave(ticker())
    await wait(NOTICE_SWIPE_MS)
    expect(shownTitle()).toBe('Second notice')
    const link = document.querySelector<HTMLElement>('[data-notice-item="shown"] a')!
    act(() => link.focus())
    await wait(NOTICE_SWIPE_MS * 2)
    expect(shownTitle()).toBe('Second notice')
    act(() => link.blur())
    await wait(NOTICE_SWIPE_MS)
    expect(shownTitle()).toBe('Third notice')
  })
})

describe('NoticeBar ticker: no work unless seen', () => {
  let report: (isIntersecting: boolean) => void = () => {}
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (isIntersecting) => act(() => callback([{ isIntersecting }]))
        }
        observe() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => {
    Reflect.deleteProperty(document, 'hidden')
  })

  it('starts once the bar is in view and stops when it leaves', async () => {
    const intervals = vi.spyOn(globalThis, 'setInterval')
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    await wait(NOTICE_SWIPE_MS * 2)
    expect(shownTitle()).toBe('First notice')
    expect(intervals).not.toHaveBeenCalled()
    report(true)
    await wait(NOTICE_SWIPE_MS)
    expect(shownTitle()).toBe('Second notice')
    report(false)
    await wait(NOTICE_SWIPE_MS * 2)
    expect(shownTitle()).toBe('Second notice')
  })

  it('stops while the tab is hidden', async () => {
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    report(true)
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await wait(NOTICE_SWIPE_MS * 2)
    expect(shownTitle()).toBe('First notice')
    Reflect.deleteProperty(document, 'hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await wait(NOTICE_SWIPE_MS)
    expect(shownTitle()).toBe('Second notice')
  })
})

describe('NoticeBar ticker: server HTML', () => {
  it('has the first link shown and the others hidden, and starts only after hydration', async () => {
    const ui = (
      <SiteProvider value={fixtureContext()}>
        <I18nProvider locale="en-US">
          <NoticeBar links={LINKS} quote={null} />
        </I18nProvider>
      </SiteProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.appendChild(container)
    expect(states()).toEqual(['shown', 'waiting', 'waiting'])
    expect(items().map((item) => item.hasAttribute('inert'))).toEqual([false, true, true])
    await wait(NOTICE_SWIPE_MS * 2)
    expect(shownTitle()).toBe('First notice')
    const mismatch = vi.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: mismatch })
    })
    expect(mismatch).not.toHaveBeenCalled()
    await wait(NOTICE_SWIPE_MS)
    expect(shownTitle()).toBe('Second notice')
    act(() => root?.unmount())
  })
})
