// Scroll mode's state: the posts shown so far, and loading the next page of the list from
// /api/posts. More is offered only while fewer posts are shown than the list holds.
import { useCallback, useRef, useState } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import type { ListedPost, ListRef, Pagination } from '@/lib/routes/types'
import { fetchListPage, listApiUrl } from './fetch-list-page'

interface Loaded {
  posts: ListedPost[]
  /** Last page fetched. */
  page: number
  /** Known once the API has answered: the list's size and page size. */
  total?: number
  perPage?: number
}

export interface MorePosts {
  posts: ListedPost[]
  hasMore: boolean
  loading: boolean
  /** The next page's URL (the More link's href, for visitors without JavaScript). */
  nextPage: number
  loadMore: () => void
}

/** The list's size is learnt from the first answer; until then, more exists below the last page. */
export function hasMorePosts(state: Loaded, firstPage: number, totalPages: number): boolean {
  if (state.total === undefined || state.perPage === undefined) return state.page < totalPages
  const shown = (firstPage - 1) * state.perPage + state.posts.length
  return shown < state.total
}

export function useMorePosts(
  initial: readonly ListedPost[],
  pagination: Pagination,
  list: ListRef | null,
): MorePosts {
  const { variant } = usePageContext()
  const [state, setState] = useState<Loaded>({ posts: [...initial], page: pagination.page })
  const [loading, setLoading] = useState(false)
  const busy = useRef(false)
  const hasMore = !!list && hasMorePosts(state, pagination.page, pagination.totalPages)
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore || !list) return
    busy.current = true
    setLoading(true)
    fetchListPage(listApiUrl(list, state.page + 1, variant))
      .then((answer) => {
        setState((s) => {
          const seen = new Set(s.posts.map((p) => p.id))
          // A post published meanwhile shifts the pages: skip what is already shown.
          const fresh = answer.posts.filter((p) => !seen.has(p.id))
          return {
            posts: [...s.posts, ...fresh],
            page: answer.page,
            total: answer.total,
            perPage: answer.perPage,
          }
        })
      })
      .catch((error: unknown) =>
        console.error(`[lists] more posts failed: ${(error as Error).message}`),
      )
      .finally(() => {
        busy.current = false
        setLoading(false)
      })
  }, [hasMore, list, state.page, variant])
  return { posts: state.posts, hasMore, loading, nextPage: state.page + 1, loadMore }
}
