// After a client-side navigation to an address with #anchor, an anchor drawn late (a lazily
// loaded layout) is brought into view when it appears; one already there is left to Next.
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { anchorOf, HASH_WAIT_MS, LateHashJump } from '@/components/navigation/LateHashJump'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const scrolled = vi.fn()

/** Lets the MutationObserver's callback run. */
const observed = () => act(async () => new Promise((r) => setTimeout(r, 0)))

function addAnchor(id: string) {
  const heading = document.createElement('h2')
  heading.id = id
  act(() => {
    document.body.append(heading)
  })
}

beforeEach(() => {
  resetRouter('/')
  scrolled.mockClear()
  // jsdom has no scrolling: the stand-in records what would be brought into view.
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement) {
      scrolled(this.id)
    },
  })
})
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.useRealTimers()
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
})

describe('LateHashJump', () => {
  it('brings an anchor that appears after the navigation into view', async () => {
    render(<LateHashJump />)
    act(() => routerStub.events.emit('routeChangeComplete', '/archive#2023-12'))
    addAnchor('2023-11')
    await observed()
    expect(scrolled).not.toHaveBeenCalled()
    addAnchor('2023-12')
    await observed()
    expect(scrolled).toHaveBeenCalledExactlyOnceWith('2023-12')
    addAnchor('2023-12')
    await observed()
    expect(scrolled).toHaveBeenCalledOnce()
  })

  it('leaves an anchor already on the page to Next, and addresses without one alone', async () => {
    addAnchor('intro')
    render(<LateHashJump />)
    act(() => routerStub.events.emit('routeChangeComplete', '/article/a#intro'))
    act(() => routerStub.events.emit('routeChangeComplete', '/archive'))
    addAnchor('other')
    await observed()
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('gives up once the reader scrolls, or after the wait', async () => {
    render(<LateHashJump />)
    act(() => routerStub.events.emit('routeChangeComplete', '/archive#2023-12'))
    window.dispatchEvent(new Event('wheel'))
    addAnchor('2023-12')
    await observed()
    expect(scrolled).not.toHaveBeenCalled()

    document.body.innerHTML = ''
    vi.useFakeTimers()
    act(() => routerStub.events.emit('routeChangeComplete', '/archive#2024-01'))
    act(() => vi.advanceTimersByTime(HASH_WAIT_MS))
    vi.useRealTimers()
    addAnchor('2024-01')
    await observed()
    expect(scrolled).not.toHaveBeenCalled()
  })

  it('reads the anchor of an address', () => {
    expect(anchorOf('/archive#2023-12')).toBe('2023-12')
    expect(anchorOf('/a#%E4%B8%AD%E6%96%87')).toBe('中文')
    expect(anchorOf('/a#top')).toBe('')
    expect(anchorOf('/a#%E0%A4%A')).toBe('')
    expect(anchorOf('/a')).toBe('')
  })
})
