// A thin bar at the top of the window showing how far the reader has scrolled: through the
// element matched by `targetSelector` when it exists (e.g. the article), else the page.
import { useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { useWindowScroll } from './useScrollDirection'

/** `root`: the track (fixed at the very top; 3 px high by default); `bar`: the filled part. */
export type ReadingProgressPart = 'root' | 'bar'

interface Props {
  classNames?: ClassNames<ReadingProgressPart>
  targetSelector?: string
}

/** 0–100: the share of `[start, start + length]` above the bottom edge of the window. */
export function progressPercent(
  scrollY: number,
  viewport: number,
  start: number,
  length: number,
): number {
  const scrollable = length - viewport
  if (scrollable <= 0) return scrollY > start ? 100 : 0
  return Math.round(Math.min(100, Math.max(0, ((scrollY - start) / scrollable) * 100)))
}

/** 0–100: how far the window has scrolled through an element of the page. */
export function elementProgress(target: HTMLElement): number {
  const top = target.getBoundingClientRect().top + window.scrollY
  return progressPercent(window.scrollY, window.innerHeight, top, target.offsetHeight)
}

function measure(selector?: string): number {
  const target = selector ? document.querySelector<HTMLElement>(selector) : null
  if (target) return elementProgress(target)
  return progressPercent(
    window.scrollY,
    window.innerHeight,
    0,
    document.documentElement.scrollHeight,
  )
}

export function ReadingProgress({ classNames: c = {}, targetSelector }: Props) {
  const { t } = useT()
  const [percent, setPercent] = useState(0)
  useWindowScroll(() => setPercent(measure(targetSelector)))
  return (
    <div
      role="progressbar"
      aria-label={t.post.readingProgress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={part('pointer-events-none fixed inset-x-0 top-0 z-50', 'h-[3px]', c.root)}
    >
      <div
        className={part('h-full transition-[width] duration-150', 'bg-blue-500 dark:bg-blue-400', c.bar)}
        style={{ width: `${percent}%` }}
      />
    </div>
  )
}
