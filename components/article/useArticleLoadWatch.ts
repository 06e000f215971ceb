// Installs the article-load watcher (article-load-watch.ts) with this site's wait and /404 URL.
// ThemedPage places it on every page, so a visit that starts anywhere is covered.
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { withVariant } from '@/lib/routes/links'
import { watchArticleLoads } from './article-load-watch'

export function useArticleLoadWatch(): void {
  const router = useRouter()
  const { chrome, variant } = usePageContext()
  const seconds = chrome.notFoundRedirectSeconds
  const notFoundHref = withVariant('/404', variant)
  useEffect(() => {
    watchArticleLoads(router, { seconds, notFoundHref })
  }, [router, seconds, notFoundHref])
}

/** The watcher as an element, for ThemedPage. */
export function ArticleLoadWatch(): null {
  useArticleLoadWatch()
  return null
}
