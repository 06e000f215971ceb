// The endless technology strip holds enough copies of its icons to cover any width while one
// copy slides out: 2 in the server HTML, more once the browser has measured the strip.
import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TechIconStrip } from '@/components/home/TechIconStrip'
import { MAX_STRIP_COPIES, SERVER_STRIP_COPIES, stripCopies } from '@/components/home/strip-copies'
import { I18nProvider } from '@/lib/i18n/react'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const PAIRS = [
  { title_1: 'React', img_1: 'react', color_1: '#20232a', title_2: 'Vue', img_2: 'vue', color_2: '#42b883' },
  { title_1: 'Git', img_1: 'git', color_1: '#f05032', title_2: 'Go', img_2: 'go', color_2: '#00add8' },
]

describe('stripCopies', () => {
  it('covers the viewport with what follows the copy sliding out', () => {
    // The audited cases: a 408 px copy in a 646 px strip, and in an 870 px one.
    expect(stripCopies(646, 408)).toBe(3)
    expect(stripCopies(870, 408)).toBe(4)
    expect(stripCopies(300, 408)).toBe(2)
    expect(stripCopies(816, 408)).toBe(3)
  })

  it('keeps the server count without a measurement, and caps tiny copies', () => {
    expect(SERVER_STRIP_COPIES).toBe(2)
    expect(stripCopies(0, 408)).toBe(2)
    expect(stripCopies(646, 0)).toBe(2)
    expect(stripCopies(Number.NaN, 408)).toBe(2)
    expect(stripCopies(5000, 1)).toBe(MAX_STRIP_COPIES)
  })
})

/** A ResizeObserver the test triggers by hand (jsdom has neither layout nor the observer). */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null
  observed: Element[] = []
  disconnected = false
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.last = this
  }
  observe(target: Element) {
    this.observed.push(target)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  fire() {
    act(() => this.callback())
  }
}

/** Gives the strip and its first copy the sizes a browser would lay out. */
function layOut(container: HTMLElement, stripWidth: number, copyWidth: number) {
  const strip = container.querySelector('[role="group"]') as HTMLElement
  const copy = container.querySelector('ul[data-copy="first"]') as HTMLElement
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: stripWidth })
  copy.getBoundingClientRect = () => ({ width: copyWidth }) as DOMRect
}

const copiesIn = (container: HTMLElement) => container.querySelectorAll('ul').length
const track = (container: HTMLElement) =>
  container.querySelector('[role="group"] > div') as HTMLElement

describe('TechIconStrip copies', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeResizeObserver.last = null
  })

  it('renders two copies on the server, the second hidden from assistive technology', () => {
    const html = renderToString(
      <I18nProvider locale="en-US">
        <TechIconStrip pairs={PAIRS} />
      </I18nProvider>,
    )
    expect(html.match(/<ul/g)).toHaveLength(2)
    expect(html).toContain('data-copy="repeat"')
    expect(html).toContain('--folio-strip-copies:2')
  })

  it('draws each mark once: the repeats <use> the first copy\'s drawings (images stay images)', () => {
    const { container } = renderInSite(<TechIconStrip pairs={PAIRS} />)
    const [first, repeat] = container.querySelectorAll('ul')
    const drawn = [...(first?.querySelectorAll('svg > g[id]') ?? [])].map((g) => g.id)
    // React and Git are built-in marks, Vue and Go letters: all four are drawn, once.
    expect(drawn).toHaveLength(4)
    const used = [...(repeat?.querySelectorAll('use') ?? [])].map((u) => u.getAttribute('href'))
    expect(used).toEqual(drawn.map((id) => `#${id}`))
    for (const id of drawn) expect(id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(repeat?.querySelectorAll('path, text')).toHaveLength(0)
    // Every tile keeps its tooltip in the repeat too.
    expect([...(repeat?.querySelectorAll('[title]') ?? [])].map((t) => t.getAttribute('title'))).toEqual(['React', 'Vue', 'Git', 'Go'])
  })

  it('adds copies once measured, and slides by exactly one of them', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const { container } = renderInSite(<TechIconStrip pairs={PAIRS} />)
    expect(copiesIn(container)).toBe(2)
    const observer = FakeResizeObserver.last
    expect(observer?.observed).toHaveLength(2)

    layOut(container, 646, 408)
    observer?.fire()
    expect(copiesIn(container)).toBe(3)
    expect(track(container).style.getPropertyValue('--folio-strip-copies')).toBe('3')
    const repeats = container.querySelectorAll('ul[data-copy="repeat"]')
    expect(repeats).toHaveLength(2)
    for (const repeat of repeats) expect(repeat).toHaveAttribute('aria-hidden', 'true')

    // The window grows: more copies; it shrinks: back to two.
    layOut(container, 870, 408)
    observer?.fire()
    expect(copiesIn(container)).toBe(4)
    layOut(container, 320, 408)
    observer?.fire()
    expect(copiesIn(container)).toBe(2)
    expect(track(container).style.getPropertyValue('--folio-strip-copies')).toBe('2')
  })

  it('stops observing when it leaves the page, and keeps two copies without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const { unmount } = renderInSite(<TechIconStrip pairs={PAIRS} />)
    const observer = FakeResizeObserver.last
    unmount()
    expect(observer?.disconnected).toBe(true)

    vi.stubGlobal('ResizeObserver', undefined)
    const { container } = renderInSite(<TechIconStrip pairs={PAIRS} />)
    expect(copiesIn(container)).toBe(2)
  })

  it('slides the track by one copy: a share of its width given by the copy count', async () => {
    const { readFile } = await import('node:fs/promises')
    const css = await readFile('components/home/TechIconStrip.module.css', 'utf8')
    expect(css).toMatch(/translateX\(calc\(-100% \/ var\(--folio-strip-copies, 2\)\)\)/)
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\s*{\s*\.track\s*{\s*animation: none/)
  })
})
