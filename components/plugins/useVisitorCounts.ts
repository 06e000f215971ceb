// Site page views, site visitors and this page's views for footers and the analytics card,
// from Folio's own counter when it is on, else from the busuanzi-style service.
// null when neither is configured (hide the numbers); otherwise `status` tells loading
// (values null), loaded (a value may still be null: the answer left it out) and failed.
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { useSite } from '@/components/site/SiteContext'
import { afterInteractive } from '@/lib/plugins/after-interactive'
import { fetchVisitorCounts, NO_COUNTS, type VisitorCounts } from '@/lib/plugins/visitor-counts'
import { countsSource } from './counter/counts-source'
import { pathOf } from './counter/path-of'
import { readershipCounts, visitedPath } from './readership/visit'

export type { VisitorCounts }

export function useVisitorCounts(): VisitorCounts | null {
  const source = countsSource(useSite().plugins)
  const { asPath, basePath } = useRouter()
  const path = pathOf(asPath)
  const [counts, setCounts] = useState<VisitorCounts>(NO_COUNTS)
  const kind = source?.kind
  const url = source?.kind === 'busuanzi' ? source.url : ''
  useEffect(() => {
    if (!kind) return
    let live = true
    const cancel = afterInteractive(() => {
      const request = kind === 'folio' ? readershipCounts(visitedPath(path, basePath), basePath) : fetchVisitorCounts(url, path)
      void request.then((next) => live && setCounts(next))
    })
    return () => {
      live = false
      cancel()
      setCounts(NO_COUNTS)
    }
  }, [kind, url, path, basePath])
  return source ? counts : null
}
