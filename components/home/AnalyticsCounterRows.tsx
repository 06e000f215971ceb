// The analytics card's page views and visitors (AnalyticsCard.tsx is their gate): loaded only
// where there are numbers to show, i.e. a counter is on or a theme hands counts.
import { useVisitorCounts, type VisitorCounts } from '@/components/plugins/useVisitorCounts'
import { useT } from '@/lib/i18n/react'
import { countersToShow } from '@/lib/plugins/visitor-counts'
import { StatRow } from './StatRow'

/** `given`: counts from elsewhere; undefined: the counter's (Folio's own, else busuanzi's). */
export function AnalyticsCounterRows({ given }: { given: VisitorCounts | null | undefined }) {
  const { t, locale } = useT()
  const live = useVisitorCounts()
  const counts = given === undefined ? live : given
  if (!counts) return null
  const labels = t.widgets.analytics
  return countersToShow(counts, ['sitePv', 'siteUv'] as const).map((key) => (
    <StatRow
      key={key}
      label={key === 'sitePv' ? labels.pageViews : labels.visitors}
      value={counts[key]}
      locale={locale}
    />
  ))
}
