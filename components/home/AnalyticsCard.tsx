// Site statistics: post count, page views and visitors. The two counters come from the
// configured counter service (useVisitorCounts) and are left out when none is configured or
// the service failed (each one also when the service's answer lacked it).
import { useVisitorCounts, type VisitorCounts } from '@/components/plugins/useVisitorCounts'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { countersToShow } from '@/lib/plugins/visitor-counts'

export type AnalyticsCardPart = 'root' | 'title'

interface Props {
  /** Counts from elsewhere; by default the counter service's (null: no counter configured). */
  counts?: VisitorCounts | null
  classNames?: ClassNames<AnalyticsCardPart>
}

function Row({ label, value, locale }: { label: string; value: number | null; locale: string }) {
  return (
    <div className="flex items-center justify-between py-1">
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums" aria-busy={value === null || undefined}>
        {value === null ? '…' : new Intl.NumberFormat(locale).format(value)}
      </dd>
    </div>
  )
}

export function AnalyticsCard({ counts: given, classNames: c = {} }: Props) {
  const { t, locale } = useT()
  const { postCount } = useSite()
  const live = useVisitorCounts()
  const counts = given === undefined ? live : given
  const labels = t.widgets.analytics
  return (
    <section aria-label={labels.title} data-analytics-card="" className={part('', 'text-sm', c.root)}>
      <h2 className={part('', 'mb-2 font-semibold', c.title)}>{labels.title}</h2>
      <dl>
        <Row label={labels.postCount} value={postCount} locale={locale} />
        {counts
          ? countersToShow(counts, ['sitePv', 'siteUv'] as const).map((key) => (
              <Row
                key={key}
                label={key === 'sitePv' ? labels.pageViews : labels.visitors}
                value={counts[key]}
                locale={locale}
              />
            ))
          : null}
      </dl>
    </section>
  )
}
