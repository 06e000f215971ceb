import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pickActiveHeading } from '@/components/toc/active-heading'
import { headingIdFromHash } from '@/components/toc/hash-id'
import { TableOfContents } from '@/components/toc/TableOfContents'
import type { TocEntry } from '@/lib/site/types'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

const toc: TocEntry[] = [
  { id: 'a1', text: 'Intro', indentLevel: 0 },
  { id: 'b2', text: 'Details', indentLevel: 1 },
  { id: 'c3', text: 'Fine print', indentLevel: 2 },
  { id: 'd4', text: 'Wrap-up', indentLevel: 0 },
]

/** Heading elements as react-notion-x renders them, with a settable position. */
const tops: Record<string, number> = {}
function mountHeadings() {
  for (const entry of toc) {
    const heading = document.createElement('h2')
    heading.dataset.id = entry.id
    heading.getBoundingClientRect = () => ({ top: tops[entry.id] ?? 0 }) as DOMRect
    document.body.append(heading)
  }
}

function scrollTo(positions: Record<string, number>) {
  Object.assign(tops, positions)
  fireEvent.scroll(window)
}

const link = (name: string) => screen.getByRole('link', { name })

beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true })
  Object.assign(tops, { a1: 300, b2: 900, c3: 1500, d4: 2100 })
  mountHeadings()
})

afterEach(() => {
  vi.useRealTimers()
  document.querySelectorAll('h2[data-id]').forEach((h) => h.remove())
  window.history.replaceState(null, '', '/')
})

describe('TableOfContents rendering', () => {
  it('renders nothing without entries', () => {
    const { container } = renderWithSite(<TableOfContents toc={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('links every entry to its heading anchor and indents it by level', () => {
    renderWithSite(<TableOfContents toc={toc} />)
    expect(link('Intro')).toHaveAttribute('href', '#a1')
    expect(link('Intro')).toHaveClass('pl-0')
    expect(link('Details')).toHaveClass('pl-4')
    expect(link('Fine print')).toHaveClass('pl-8')
    expect(link('Wrap-up')).toHaveClass('pl-0')
    expect(link('Fine print').closest('li')).toHaveAttribute('data-level', '2')
  })

  it('titles the list from the dictionary', () => {
    renderWithSite(<TableOfContents toc={toc} />, { locale: 'zh-CN' })
    expect(screen.getByRole('navigation', { name: '目录' })).toBeInTheDocument()
  })
})

describe('TableOfContents highlight', () => {
  it('highlights the last heading that has passed the reading line', () => {
    renderWithSite(<TableOfContents toc={toc} headerOffset={80} classNames={{ active: 'is-active' }} />)
    // Nothing passed yet: the first entry is current.
    expect(link('Intro')).toHaveAttribute('aria-current', 'location')
    act(() => {
      scrollTo({ a1: -700, b2: -100, c3: 500, d4: 1100 })
      vi.advanceTimersByTime(200)
    })
    expect(link('Details')).toHaveAttribute('aria-current', 'location')
    expect(link('Details')).toHaveClass('is-active')
    expect(link('Intro')).not.toHaveAttribute('aria-current')
    expect(link('Intro')).not.toHaveClass('is-active')
  })

  it('measures at most once per 200 ms while scrolling, then once more at the end', () => {
    renderWithSite(<TableOfContents toc={toc} headerOffset={80} />)
    act(() => {
      vi.advanceTimersByTime(500)
      scrollTo({ a1: -700, b2: 50, c3: 500, d4: 1100 }) // measured at once (leading call)
    })
    expect(link('Details')).toHaveAttribute('aria-current', 'location')
    act(() => {
      vi.advanceTimersByTime(50)
      scrollTo({ a1: -1400, b2: -650, c3: 50, d4: 600 })
    })
    // Within the 200 ms window: not measured yet.
    expect(link('Details')).toHaveAttribute('aria-current', 'location')
    act(() => {
      vi.advanceTimersByTime(150)
    })
    expect(link('Fine print')).toHaveAttribute('aria-current', 'location')
  })
})

describe('pickActiveHeading', () => {
  const view = { line: 100, viewportHeight: 800, atBottom: false }
  const at = (...t: number[]) => t.map((top, i) => ({ id: `h${i}`, top }))

  it('is null without headings', () => {
    expect(pickActiveHeading([], view)).toBeNull()
  })

  it('is the first heading before any reached the line', () => {
    expect(pickActiveHeading(at(300, 900), view)).toBe('h0')
  })

  it('is the last heading at or above the line', () => {
    expect(pickActiveHeading(at(-500, 100, 101), view)).toBe('h1')
  })

  it('at the bottom of the page, is the last heading on screen', () => {
    expect(pickActiveHeading(at(-500, 300, 700, 900), { ...view, atBottom: true })).toBe('h2')
  })
})

describe('TableOfContents at the end of the page', () => {
  it('highlights the last heading on screen once scrolled to the bottom', () => {
    renderWithSite(<TableOfContents toc={toc} headerOffset={80} />)
    act(() => {
      window.scrollY = 10_000 - window.innerHeight
      scrollTo({ a1: -2000, b2: -1400, c3: 200, d4: 500 })
      vi.advanceTimersByTime(200)
    })
    expect(link('Wrap-up')).toHaveAttribute('aria-current', 'location')
    window.scrollY = 0
  })
})

describe('TableOfContents jump', () => {
  it('scrolls to the heading below the header 180 ms after a click and sets the hash', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const onNavigate = vi.fn()
    renderWithSite(<TableOfContents toc={toc} headerOffset={64} onNavigate={onNavigate} />)
    fireEvent.click(link('Fine print'))
    expect(window.location.hash).toBe('#c3')
    expect(onNavigate).toHaveBeenCalledWith('c3')
    act(() => vi.advanceTimersByTime(179))
    expect(scroll).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scroll).toHaveBeenCalledWith({ top: 1500 - 64, behavior: 'smooth' })
    scroll.mockRestore()
  })

  it('jumps to the heading named in the address on arrival', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    window.history.replaceState(null, '', '/article/x#d4')
    renderWithSite(<TableOfContents toc={toc} headerOffset={80} />)
    act(() => vi.advanceTimersByTime(180))
    expect(scroll).toHaveBeenCalledWith({ top: 2100 - 80, behavior: 'smooth' })
    scroll.mockRestore()
  })

  it.each(['#%', '#50%-off', '#%E0%A4%A'])('a malformed hash (%s) neither throws nor jumps', (hash) => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    window.history.replaceState(null, '', `/article/x${hash}`)
    renderWithSite(<TableOfContents toc={toc} headerOffset={80} />)
    act(() => vi.advanceTimersByTime(180))
    expect(screen.getByRole('navigation')).toBeInTheDocument()
    expect(scroll).not.toHaveBeenCalled()
    scroll.mockRestore()
  })

  it('a hash that is not a valid escape still names a heading by its raw text', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const heading = document.createElement('h2')
    heading.id = '50%-off'
    heading.getBoundingClientRect = () => ({ top: 700 }) as DOMRect
    document.body.append(heading)
    window.history.replaceState(null, '', '/article/x#50%-off')
    renderWithSite(<TableOfContents toc={[...toc, { id: '50%-off', text: 'Sale', indentLevel: 0 }]} headerOffset={80} />)
    act(() => vi.advanceTimersByTime(180))
    expect(scroll).toHaveBeenCalledWith({ top: 700 - 80, behavior: 'smooth' })
    scroll.mockRestore()
    heading.remove()
  })
})

describe('headingIdFromHash', () => {
  it('decodes escapes and falls back to the raw text on a malformed one', () => {
    expect(headingIdFromHash('#caf%C3%A9')).toBe('café')
    expect(headingIdFromHash('#%')).toBe('%')
    expect(headingIdFromHash('#50%-off')).toBe('50%-off')
    expect(headingIdFromHash('')).toBe('')
  })
})
