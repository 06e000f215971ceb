// Visitor counters for footers and article headers: site page views and visitors, or this
// page's views, from the configured counter service. Nothing when no counter is configured or
// the service failed; a number the service left out is left out too.
import { useVisitorCounts } from '@/components/plugins/useVisitorCounts'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { countersToShow, type VisitorCounter } from '@/lib/plugins/visitor-counts'

type Counter = VisitorCounter

/** `item`: each counter (no default look). */
export type VisitorCountersPart = 'root' | 'item'

interface Props {
  show?: Counter[]
  classNames?: ClassNames<VisitorCountersPart>
}

export function VisitorCounters({ show = ['sitePv', 'siteUv'], classNames: c = {} }: Props) {
  const { t, locale } = useT()
  const counts = useVisitorCounts()
  const shown = counts ? countersToShow(counts, show) : []
  if (!counts || shown.length === 0) return null
  const labels: Record<Counter, string> = {
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
