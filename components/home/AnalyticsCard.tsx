// Site statistics: post count, page views and visitors. The two counters come from Folio's
// own counter or the configured counter service (useVisitorCounts) and are left out when
// neither is on or the answer failed (each one also when the answer lacked it). Their code is
// a lazily loaded piece behind a gate: a site without a counter ships only the post count.
import dynamic from 'next/dynamic'
import type { VisitorCounts } from '@/components/plugins/useVisitorCounts'
import { part, type ClassNames } from '@/components/kit/class-names'
import { countsSource } from '@/components/plugins/counter/counts-source'
import { piecesPreloader } from '@/components/plugins/lazy-pieces'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { StatRow } from './StatRow'

const LazyCounterRows = dynamic(() => import('./AnalyticsCounterRows').then((m) => m.AnalyticsCounterRows))

/** Loads the counter rows' code (started on the server as this module is evaluated). */
export const preloadAnalyticsCounters = piecesPreloader(LazyCounterRows)

export type AnalyticsCardPart = 'root' | 'title'

interface Props {
  /** Counts from elsewhere; by default the counter's (null: no counter configured). */
  counts?: VisitorCounts | null
  classNames?: ClassNames<AnalyticsCardPart>
}

export function AnalyticsCard({ counts: given, classNames: c = {} }: Props) {
  const { t, locale } = useT()
  const { postCount, plugins } = useSite()
  const counted = given === undefined ? countsSource(plugins) !== null : given !== null
  const labels = t.widgets.analytics
  return (
    <section aria-label={labels.title} data-analytics-card="" className={part('', 'text-sm', c.root)}>
      <h2 className={part('', 'mb-2 font-semibold', c.title)}>{labels.title}</h2>
      <dl>
        <StatRow label={labels.postCount} value={postCount} locale={locale} />
        {counted ? <LazyCounterRows given={given} /> : null}
      </dl>
    </section>
  )
}
