// Visitor counters for footers and article headers: site page views and visitors, or this
// page's views, from the configured counter service. Nothing when no counter is configured or
// the service failed; a number the service left out is left out too.
import { useVisitorCounts } from '@/components/plugins/useVisitorCounts'
import { useT } from '@/lib/i18n/react'
import { countersToShow, type VisitorCounter } from '@/lib/plugins/visitor-counts'

type Counter = VisitorCounter

interface Props {
  show?: Counter[]
  className?: string
  itemClassName?: string
}

export function VisitorCounters({ show = ['sitePv', 'siteUv'], className, itemClassName }: Props) {
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
    <span data-visitor-counters="" className={className ?? 'inline-flex flex-wrap gap-3'}>
      {shown.map((key) => {
        const value = counts[key]
        return (
          <span key={key} data-counter={key} className={itemClassName}>
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
