// The visitor counters' numbers (components/chrome/VisitorCounters.tsx is their gate): loaded
// only on sites with a counter on (Folio's own or a counter service). Nothing once the counter
// failed; a number its answer left out is left out too.
import { useVisitorCounts } from '@/components/plugins/useVisitorCounts'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { countersToShow, type VisitorCounter } from '@/lib/plugins/visitor-counts'

/** `item`: each counter (no default look). */
export type VisitorCountersPart = 'root' | 'item'

export interface VisitorCountersProps {
  show?: VisitorCounter[]
  classNames?: ClassNames<VisitorCountersPart>
}

export function VisitorCountersContent({ show = ['sitePv', 'siteUv'], classNames: c = {} }: VisitorCountersProps) {
  const { t, locale } = useT()
  const counts = useVisitorCounts()
  const shown = counts ? countersToShow(counts, show) : []
  if (!counts || shown.length === 0) return null
  const labels: Record<VisitorCounter, string> = {
    sitePv: t.footer.pageViews,
    siteUv: t.footer.visitors,
    pagePv: t.post.views,
  }
  return (
    <span data-visitor-counters="" className={part('', 'inline-flex flex-wrap gap-3', c.root)}>
      {shown.map((key) => {
        const value = counts[key]
        return (
          <span key={key} data-counter={key} className={c.item}>
            {labels[key]}{' '}
            <span className="tabular-nums" aria-busy={value === null || undefined}>
              {value === null ? '…' : new Intl.NumberFormat(locale).format(value)}
            </span>
          </span>
        )
      })}
    </span>
  )
}
