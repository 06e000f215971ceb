// The masonry cell: spans its own height plus the gap in 1 px rows, follows its size, marks
// itself measured (so the grid switches to masonry rows), and stays ordinary without ResizeObserver.
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MASONRY_GRID, masonrySpan, useMasonryCell } from '@/components/sections/masonry'

function Cell({ height }: { height: number }) {
  const ref = useMasonryCell<HTMLDivElement>(24)
  return (
    <div
      data-testid="cell"
      ref={(el) => {
        if (el) Object.defineProperty(el, 'offsetHeight', { configurable: true, get: () => height })
        return ref(el)
      }}
    />
  )
}

class FakeResizeObserver {
  static last: FakeResizeObserver | null = null
  disconnected = false
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
}

describe('masonry', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('counts the rows of a cell: its height rounded up plus the gap', () => {
    expect(masonrySpan(300.2, 24)).toBe(325)
    expect(masonrySpan(0, 0)).toBe(1)
  })

  it('spans a cell over its height and the gap, and marks it measured', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const { getByTestId, unmount } = render(<Cell height={310} />)
    const cell = getByTestId('cell')
    expect(cell.style.gridRowEnd).toBe('span 334')
    expect(cell.hasAttribute('data-masonry-span')).toBe(true)
    unmount()
    expect(FakeResizeObserver.last?.disconnected).toBe(true)
  })

  it('leaves the cell an ordinary grid item where ResizeObserver is missing', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const { getByTestId } = render(<Cell height={310} />)
    expect(getByTestId('cell').style.gridRowEnd).toBe('')
    expect(getByTestId('cell').hasAttribute('data-masonry-span')).toBe(false)
  })

  it('switches to 1 px rows only when every cell is measured', () => {
    expect(MASONRY_GRID).toContain('[&:not(:has(>:not([data-masonry-span])))]:auto-rows-[1px]')
  })
})
