// A masonry grid that keeps the reading order across the rows: the grid's rows are 1 px tall
// and every cell spans as many rows as it is high (plus the gap), so short cards pack under
// each other in every column. Until every cell has measured itself (no script yet, or a cell
// that does not measure, such as an ad) the grid stays an ordinary grid of equal rows.
import { useCallback, type RefCallback } from 'react'

/** The grid's structure; the theme adds the columns (`grid-cols-…`) and the column gap. */
export const MASONRY_GRID =
  'grid items-start gap-y-6 [&:not(:has(>:not([data-masonry-span])))]:auto-rows-[1px] [&:not(:has(>:not([data-masonry-span])))]:gap-y-0'

/** How many 1 px rows a cell of this height spans, the gap below it included. */
export const masonrySpan = (height: number, gap: number): number => Math.max(1, Math.ceil(height) + gap)

/**
 * A ref for one cell of a MASONRY_GRID: it spans its own height plus `gap` px and follows its
 * size (a cover loading, a narrower column). Without ResizeObserver the cell stays ordinary.
 */
export function useMasonryCell<T extends HTMLElement>(gap: number): RefCallback<T> {
  return useCallback(
    (cell: T | null) => {
      if (!cell || typeof ResizeObserver === 'undefined') return
      // Set on the element itself, before paint, so the grid never shows a half-placed frame.
      const place = () => {
        cell.style.gridRowEnd = `span ${masonrySpan(cell.offsetHeight, gap)}`
        cell.dataset.masonrySpan = ''
      }
      place()
      const observer = new ResizeObserver(place)
      observer.observe(cell)
      return () => observer.disconnect()
    },
    [gap],
  )
}
