// The article's contents beside it on wide screens, an aside named after them: only beside a
// non-full-width article with more than one heading (sideTocOf). The theme gives the aside's
// look and may place more around the card (a title, a reading meter, other cards).
import type { HTMLAttributes, ReactNode } from 'react'
import type { ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { sideTocOf, TocCard, type TocCardPart } from './TocCard'

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  page: FramePage
  /** The contents card's parts (its own title is off: the aside is named, the theme may add one). */
  card?: ClassNames<TocCardPart>
  headerOffset: number
  /** What the aside holds around the card; the card alone by default. */
  children?: (card: ReactNode) => ReactNode
}

export function SideToc({ page, card, headerOffset, children, ...aside }: Props) {
  const { t } = useT()
  if (!sideTocOf(page)) return null
  const tocCard = <TocCard page={page} title={false} headerOffset={headerOffset} classNames={card} />
  return (
    <aside aria-label={t.toc.title} {...aside}>
      {children ? children(tocCard) : tocCard}
    </aside>
  )
}
