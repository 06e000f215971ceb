// How far the reader is through the article, as a bar with its percentage that a theme places
// where it likes (beside the contents, in a card), unlike the fixed ReadingProgress at the top
// of the window. Measures the article element; 0 until it is on the page. The percentage sits
// on the empty track just past the bar's end, in the track's text colour, and inside the bar's
// end once the bar is long (LABEL_ON_BAR): white text on a light track would not read.
import { useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { elementProgress } from '@/components/layout/ReadingProgress'
import { useWindowScroll } from '@/components/layout/useScrollDirection'
import { useT } from '@/lib/i18n/react'
import { ARTICLE_SELECTOR } from './article-element'

/** `root`: the track; `bar`: the filled part; `label`: the percentage on the track; `labelOnBar`: on the bar. */
export type ReadingMeterPart = 'root' | 'bar' | 'label' | 'labelOnBar'

/** From this percentage on the label is written inside the bar. */
export const LABEL_ON_BAR = 75

interface Props {
  classNames?: ClassNames<ReadingMeterPart>
}

function articlePercent(): number {
  const article = document.querySelector<HTMLElement>(ARTICLE_SELECTOR)
  return article ? elementProgress(article) : 0
}

export function ReadingMeter({ classNames: c = {} }: Props) {
  const { t } = useT()
  const [percent, setPercent] = useState(0)
  useWindowScroll(() => setPercent(articlePercent()))
  return (
    <div
      role="progressbar"
      aria-label={t.post.readingProgress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-section="reading-meter"
      className={part('relative overflow-hidden', 'h-4 rounded-sm bg-neutral-300 dark:bg-neutral-700', c.root)}
    >
      <div className={part('h-full transition-[width] duration-150', 'bg-(--folio-accent)', c.bar)} style={{ width: `${percent}%` }} />
      {percent >= LABEL_ON_BAR ? (
        <span className={part('absolute inset-y-0 flex items-center', 'text-[10px] leading-none text-white', c.labelOnBar)} style={{ right: `calc(${100 - percent}% + 4px)` }}>
          {percent}%
        </span>
      ) : (
        <span className={part('absolute inset-y-0 flex items-center', 'text-[10px] leading-none text-neutral-800 dark:text-white', c.label)} style={{ left: `calc(${percent}% + 4px)` }}>
          {percent}%
        </span>
      )}
    </div>
  )
}
