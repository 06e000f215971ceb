// Visitor counters for footers and article headers: site page views and visitors, or this
// page's views, from Folio's own counter or the configured counter service. Nothing when
// neither is on: only then is their code (plugins/counter/VisitorCountersContent.tsx, the
// counters' clients) loaded, so a site without a counter ships none of it.
import dynamic from 'next/dynamic'
import { countsSource } from '@/components/plugins/counter/counts-source'
import { piecesPreloader } from '@/components/plugins/lazy-pieces'
import { useSite } from '@/components/site/SiteContext'
import type { VisitorCountersProps } from '@/components/plugins/counter/VisitorCountersContent'

export type { VisitorCountersPart } from '@/components/plugins/counter/VisitorCountersContent'

const LazyVisitorCounters = dynamic(() =>
  import('@/components/plugins/counter/VisitorCountersContent').then((m) => m.VisitorCountersContent),
)

/** Loads the counters' code (started on the server as this module is evaluated). */
export const preloadVisitorCounters = piecesPreloader(LazyVisitorCounters)

export function VisitorCounters(props: VisitorCountersProps) {
  const configured = countsSource(useSite().plugins) !== null
  return configured ? <LazyVisitorCounters {...props} /> : null
}
