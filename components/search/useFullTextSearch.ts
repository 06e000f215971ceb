// Full-text hits for a keyword, found in the browser in the index served by /api/search-index
// (or, without a server, the static file of the build: see load-search-index).
// `loading` until the index has answered for this keyword; `error` if it could not be loaded
// (the server's title/summary/tag matches still show).
import { useEffect, useState } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { searchDocs, type FullTextHit } from '@/lib/search/query'
import type { SearchDoc } from '@/lib/search/types'
import { loadSearchIndex } from './load-search-index'

export type FullTextStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface FullTextResult {
  status: FullTextStatus
  hits: FullTextHit[]
  /** Every indexed post by id (for body snippets of the server's matches). */
  docs: ReadonlyMap<string, SearchDoc>
}

interface Answer {
  keyword: string
  status: 'ready' | 'error'
  hits: FullTextHit[]
  docs: ReadonlyMap<string, SearchDoc>
}

const NO_DOCS: ReadonlyMap<string, SearchDoc> = new Map()

/** Every hit by default: the results list shows them a batch at a time. */
export function useFullTextSearch(keyword: string, limit = Infinity): FullTextResult {
  const { variant } = usePageContext()
  const prefix = variant.prefix
  const [answer, setAnswer] = useState<Answer | null>(null)
  const wanted = keyword.trim()
  useEffect(() => {
    if (!wanted) return
    let current = true
    loadSearchIndex(prefix).then(
      ({ mini, docs }) => {
        if (!current) return
        const byPost = new Map(docs.map((d) => [d.postId, d]))
        setAnswer({
          keyword: wanted,
          status: 'ready',
          hits: searchDocs(mini, docs, wanted, limit),
          docs: byPost,
        })
      },
      (error: unknown) => {
        console.error(`[search] full-text search unavailable: ${(error as Error).message}`)
        if (current) setAnswer({ keyword: wanted, status: 'error', hits: [], docs: NO_DOCS })
      },
    )
    return () => {
      current = false
    }
  }, [prefix, wanted, limit])
  if (!wanted) return { status: 'idle', hits: [], docs: NO_DOCS }
  if (answer?.keyword !== wanted) return { status: 'loading', hits: [], docs: NO_DOCS }
  return answer
}
