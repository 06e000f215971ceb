import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTICE_SWIPE_MS, NoticeBar } from '@/components/home/NoticeBar'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const LINKS = [
  { title: 'First notice', url: '/about' },
  { title: 'Second notice', url: 'https://example.org/two' },
  { title: 'Third notice', url: '/archive' },
]

// jsdom lays nothing out; Swiper measures its slides, so give every element a line's size.
const SIZES = { clientHeight: 24, offsetHeight: 24, clientWidth: 320, offsetWidth: 320 }
const originals = Object.keys(SIZES).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
)

// jsdom runs no CSS transitions: tell Swiper the slide animation finished, as a browser would.
async function finishTransition(container: HTMLElement) {
  const wrapper = container.querySelector('.swiper-wrapper')
  await act(async () => wrapper?.dispatchEvent(new Event('transitionend', { bubbles: true })))
}

function activeTitle(container: HTMLElement): string | null | undefined {
  return container.querySelector('.swiper-slide-active')?.textContent
}

describe('NoticeBar rotation', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    for (const [key, value] of Object.entries(SIZES))
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value })
  })
  afterEach(() => {
    vi.useRealTimers()
    for (const [key, descriptor] of originals)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor)
  })

  it('swipes to the next link every 3 s and wraps to the first', async () => {
    expect(NOTICE_SWIPE_MS).toBe(3000)
    const { container } = renderInSite(<NoticeBar links={LINKS} quote={null} />)
    await act(async () => {})
    expect(activeTitle(container)).toBe('First notice')
    await act(async () => vi.advanceTimersByTime(NOTICE_SWIPE_MS - 100))
    expect(activeTitle(container)).toBe('First notice')
    await act(async () => vi.advanceTimersByTime(100))
    expect(activeTitle(container)).toBe('Second notice')
    for (const next of ['Third notice', 'First notice', 'Second notice']) {
      await finishTransition(container)
      await act(async () => vi.advanceTimersByTime(NOTICE_SWIPE_MS - 1))
      expect(activeTitle(container)).not.toBe(next)
      await act(async () => vi.advanceTimersByTime(1))
      expect(activeTitle(container)).toBe(next)
    }
  })
})

describe('NoticeBar links', () => {
  it('opens every link in a new window without an opener, keeping ?theme= on site paths', () => {
    renderInSite(<NoticeBar links={LINKS} quote={null} />, { variant: { keep: 'theme=example' } })
    const about = screen.getByRole('link', { name: 'First notice' })
    expect(about).toHaveAttribute('href', '/about?theme=example')
    const external = screen.getByRole('link', { name: 'Second notice' })
    expect(external).toHaveAttribute('href', 'https://example.org/two')
    for (const link of [about, external]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('renders nothing without links and without a quote', () => {
    const { container } = renderInSite(<NoticeBar links={[]} quote={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('NoticeBar quote', () => {
  const source = {
    apiUrl: 'https://quotes.test/api',
    linkTemplate: 'https://quotes.test/q?uuid={uuid}',
  }
  afterEach(() => vi.unstubAllGlobals())

  it('shows the quote with its source and a link to it', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ hitokoto: 'Less is more.', uuid: 'q-7', from: 'An architect' }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderInSite(<NoticeBar links={LINKS} quote={source} />)
    const link = await screen.findByRole('link', { name: /Less is more\./ })
    expect(link).toHaveAttribute('href', 'https://quotes.test/q?uuid=q-7')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveTextContent('— An architect')
    expect(fetchMock).toHaveBeenCalledWith('https://quotes.test/api', expect.anything())
  })

  it('logs a failure and keeps showing "Loading..."', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 502 })),
    )
    const { container } = renderInSite(<NoticeBar links={LINKS} quote={source} />)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    await vi.waitFor(() => expect(warn).toHaveBeenCalled())
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://quotes.test/api')
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    expect(container.querySelector('[data-home-quote="loading"]')).not.toBeNull()
    warn.mockRestore()
  })

  it('asks for no quote when the setting is empty', () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderInSite(<NoticeBar links={LINKS} quote={null} />)
    expect(screen.queryByText('Loading...')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
