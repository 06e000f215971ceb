// Which notice link is shown: the next one every `intervalMs`, looping, while the ticker is on
// screen and neither hovered nor focused. The link that just left stays `leaving` for the
// length of the slide, then waits below with the others, so the next turn (with two links,
// the same link again) slides in from below, never from above.
import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { useOnScreen } from './useOnScreen'

/** How long one slide lasts (a margin is added before the link that left is moved below). */
export const NOTICE_SLIDE_MS = 300

export type NoticeSlideState = 'shown' | 'leaving' | 'waiting'

interface Rotation {
  shown: number
  leaving: number | null
}

export function useNoticeRotation(count: number, intervalMs: number) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const [rotation, setRotation] = useState<Rotation>({ shown: 0, leaving: null })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const onScreen = useOnScreen(viewportRef)
  const running = count > 1 && onScreen && !hovered && !focused

  useEffect(() => {
    if (!running) return
    const timer = setInterval(
      () => setRotation(({ shown }) => ({ shown: (shown + 1) % count, leaving: shown })),
      intervalMs,
    )
    return () => clearInterval(timer)
  }, [running, count, intervalMs])

  const { leaving } = rotation
  useEffect(() => {
    if (leaving === null) return
    const timer = setTimeout(() => setRotation((r) => ({ ...r, leaving: null })), NOTICE_SLIDE_MS + 50)
    return () => clearTimeout(timer)
  }, [leaving])

  // Links can change with the page's data: never point past the last one.
  const shown = rotation.shown < count ? rotation.shown : 0
  const stateOf = (i: number): NoticeSlideState =>
    i === shown ? 'shown' : i === leaving ? 'leaving' : 'waiting'

  const holdHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false)
    },
  }
  return { viewportRef, stateOf, holdHandlers }
}
