// The banner's typed greeting and its start-reading button.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StartReading } from '@/components/sections/home/StartReading'
import { TypedWords, nextTyping, TYPED_WORDS_TIMING } from '@/components/sections/home/TypedWords'
import { I18nProvider } from '@/lib/i18n/react'

const typed = () => document.querySelector('[data-typed]')?.textContent

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }))
}

describe('TypedWords', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    mockReducedMotion(false)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const timing = { typeMs: 10, eraseMs: 5, holdMs: 100 }
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  // Each step schedules the next only after React has rendered, so advance one step at a time.
  const steps = (n: number, ms: number) => {
    for (let i = 0; i < n; i += 1) advance(ms)
  }

  it('shows the first word whole, erases it, types the next, and loops', () => {
    render(<TypedWords words={['Hi', 'Yo!']} timing={timing} />)
    expect(typed()).toBe('Hi')
    advance(100)
    steps(1, 5)
    expect(typed()).toBe('H')
    steps(1, 5)
    expect(typed()).toBe('')
    steps(2, 10)
    expect(typed()).toBe('Y')
    steps(2, 10)
    expect(typed()).toBe('Yo!')
    advance(100)
    steps(3, 5)
    steps(2, 10)
    expect(typed()).toBe('H')
  })

  it('keeps the first word still when the visitor asks for reduced motion', () => {
    mockReducedMotion(true)
    render(<TypedWords words={['Hello', 'World']} timing={timing} />)
    advance(10_000)
    expect(typed()).toBe('Hello')
  })

  it('keeps a single word still, skips empty words, and renders nothing without words', () => {
    const { rerender } = render(<TypedWords words={['  ', 'Only']} timing={timing} />)
    advance(10_000)
    expect(typed()).toBe('Only')
    rerender(<TypedWords words={[]} />)
    expect(document.querySelector('[data-section="typed-words"]')).toBeNull()
  })

  it('gives screen readers the first word, not the keystrokes', () => {
    render(<TypedWords words={['Hello', 'World']} />)
    expect(document.querySelector('.sr-only')?.textContent).toBe('Hello')
    expect(document.querySelector('[data-typed]')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('counts characters, not UTF-16 units', () => {
    const words = [Array.from('你好👋'), Array.from('ab')]
    const [next] = nextTyping({ index: 0, shown: 2, erasing: false }, words, TYPED_WORDS_TIMING)
    expect(next).toEqual({ index: 0, shown: 3, erasing: false })
    expect(nextTyping({ index: 1, shown: 0, erasing: true }, words, TYPED_WORDS_TIMING)[0]).toEqual({ index: 0, shown: 0, erasing: false })
  })
})

describe('StartReading', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('links to the target and scrolls to it smoothly', () => {
    mockReducedMotion(false)
    render(
      <I18nProvider locale="en-US">
        <StartReading targetId="posts" />
        <div id="posts" />
      </I18nProvider>,
    )
    const target = document.getElementById('posts')!
    target.scrollIntoView = vi.fn()
    const link = screen.getByRole('link', { name: 'Start reading' })
    expect(link.getAttribute('href')).toBe('#posts')
    fireEvent.click(link)
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  it('jumps without animation for reduced motion', () => {
    mockReducedMotion(true)
    render(
      <I18nProvider locale="en-US">
        <StartReading targetId="posts" />
        <div id="posts" />
      </I18nProvider>,
    )
    const target = document.getElementById('posts')!
    target.scrollIntoView = vi.fn()
    fireEvent.click(screen.getByRole('link', { name: 'Start reading' }))
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })
})
