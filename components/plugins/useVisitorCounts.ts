// Site page views, site visitors and this page's views for footers and the analytics card.
// null when the counter is not configured (hide the numbers); otherwise `status` tells loading
// (values null), loaded (a value may still be null: the service left it out) and failed.
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { useSite } from '@/components/site/SiteContext'
import { afterInteractive } from '@/lib/plugins/after-interactive'
import { fetchVisitorCounts, NO_COUNTS, type VisitorCounts } from '@/lib/plugins/visitor-counts'
import { pathOf } from './counter/path-of'

export type { VisitorCounts }

export function useVisitorCounts(): VisitorCounts | null {
  const url = useSite().plugins?.counter?.url
  const path = pathOf(useRouter().asPath)
  const [counts, setCounts] = useState<VisitorCounts>(NO_COUNTS)
  useEffect(() => {
    if (!url) return
    let live = true
    const cancel = afterInteractive(() => {
      void fetchVisitorCounts(url, path).then((next) => live && setCounts(next))
    })
    return () => {
      live = false
      cancel()
      setCounts(NO_COUNTS)
    }
  }, [url, path])
  return url ? counts : null
}
