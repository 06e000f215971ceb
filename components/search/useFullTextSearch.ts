// Full-text hits for a keyword, from the site's source (load-search-index: the whole index in
// the browser, the server's /api/search, or an export's shards). `loading` until the source
// has answered for this keyword; `error` if it could not (the server's title/summary/tag
// matches still show). A new keyword right after another waits DEBOUNCE_MS (typing), the
// first and "More" go at once; a request no longer wanted is cancelled.
import { useEffect, useRef, useState } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { EMPTY_PAGE, type FullTextPage } from '@/lib/search/hit-page'
import type { SourceRequest } from './full-text-source'
import { loadSearchIndex } from './load-search-index'

export type FullTextStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface FullTextResult {
  status: FullTextStatus
  page: FullTextPage
}

interface Answer {
  keyword: string
  /** The count asked for. */
  count: number
  status: 'ready' | 'error'
  page: FullTextPage
}

export const DEBOUNCE_MS = 120

export function useFullTextSearch(keyword: string, options: Omit<SourceRequest, 'keyword'>): FullTextResult {
  const { variant } = usePageContext()
  const prefix = variant.prefix
  const [answer, setAnswer] = useState<Answer | null>(null)
  const searched = useRef('')
  const wanted = keyword.trim()
  const { skipMatches } = options
  const listed = options.listed.join(',')
  // An answer holding every hit asked for (the whole index gives all at once) needs no new search.
  const covered =
    answer?.keyword === wanted && answer.page.hits.length >= Math.min(options.count, answer.page.total)
  const count = covered ? answer.count : options.count
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const request = { keyword: wanted, count, skipMatches, listed: listed ? listed.split(',') : [] }
    const run = () => {
      searched.current = wanted
      loadSearchIndex(prefix)
        .then((source) => source.search(request, controller.signal))
        .then(
          (page) => {
            if (!controller.signal.aborted) setAnswer({ keyword: wanted, count, status: 'ready', page })
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            console.error(`[search] full-text search unavailable: ${(error as Error).message}`)
            // Hits already shown for this keyword stay (it was "More" that failed).
            setAnswer((shown) =>
              shown?.keyword === wanted && shown.status === 'ready' ? shown : { keyword: wanted, count, status: 'error', page: EMPTY_PAGE },
            )
          },
        )
    }
    const typing = searched.current !== '' && searched.current !== wanted
    const timer = typing ? setTimeout(run, DEBOUNCE_MS) : undefined
    if (!typing) run()
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [prefix, wanted, count, skipMatches, listed])
  if (!wanted) return { status: 'idle', page: EMPTY_PAGE }
  if (answer?.keyword !== wanted) return { status: 'loading', page: EMPTY_PAGE }
  return answer
}
