// Visitor counters for footers and article headers: site page views and visitors, or this
// page's views, from the configured counter service. Nothing when no counter is configured:
// only then is their code (plugins/counter/VisitorCountersContent.tsx, the service's client)
// loaded, so a site without a counter ships none of it.
import dynamic from 'next/dynamic'
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
  const configured = Boolean(useSite().plugins?.counter?.url)
  return configured ? <LazyVisitorCounters {...props} /> : null
}
