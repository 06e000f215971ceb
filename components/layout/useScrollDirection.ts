// Scroll state for headers and floating buttons: the scroll offset, its direction, and the
// spec's top-bar rule (hide on scroll down, show on scroll up; transparent near the top).
import { useEffect, useEffectEvent, useRef, useState } from 'react'

/** Calls `onScroll(y)` at most once per animation frame, and once at mount. */
export function useWindowScroll(onScroll: (y: number) => void): void {
  const report = useEffectEvent(onScroll)
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      report(window.scrollY)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    read()
    window.addEventListener('scroll', schedule, { passive: true })
    return () => {
      window.removeEventListener('scroll', schedule)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
}

export function useScrollY(): number {
  const [y, setY] = useState(0)
  useWindowScroll(setY)
  return y
}

export type ScrollDirection = 'up' | 'down'

export function useScrollDirection(): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>('up')
  const last = useRef(0)
  useWindowScroll((y) => {
    if (y !== last.current) setDirection(y > last.current ? 'down' : 'up')
    last.current = y
  })
  return direction
}

export interface HeaderVisibility {
  hidden: boolean
  transparent: boolean
}

/**
 * The top bar's next state after scrolling from `previousY` to `y`. It only hides once
 * scrolled past its own height (so it never vanishes while still in view at the top).
 */
export function nextHeaderVisibility(
  previous: HeaderVisibility,
  previousY: number,
  y: number,
  headerHeight: number,
): HeaderVisibility {
  const transparent = y < 10 || y < headerHeight - 50
  if (y <= headerHeight) return { hidden: false, transparent }
  if (y > previousY) return { hidden: true, transparent }
  if (y < previousY) return { hidden: false, transparent }
  return { hidden: previous.hidden, transparent }
}

export function useHeaderVisibility(headerHeight: number): HeaderVisibility {
  const [state, setState] = useState<HeaderVisibility>({ hidden: false, transparent: true })
  const last = useRef(0)
  useWindowScroll((y) => {
    const previousY = last.current
    last.current = y
    setState((previous) => {
      const next = nextHeaderVisibility(previous, previousY, y, headerHeight)
      return next.hidden === previous.hidden && next.transparent === previous.transparent
        ? previous
        : next
    })
  })
  return state
}
