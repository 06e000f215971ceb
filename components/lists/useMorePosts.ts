// Scroll mode's state: the posts shown so far, and loading the next page of the list from
// /api/posts. More is offered only while fewer posts are shown than the list holds.
// Next.js keeps the page mounted between two lists of one route (/tag/a → /tag/b): the state
// starts over whenever the list (its base path, page or first posts) changes.
import { useCallback, useRef, useState } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import type { ListedPost, ListRef, Pagination } from '@/lib/routes/types'
import { fetchListPage, listApiUrl } from './fetch-list-page'

interface Loaded {
  /** Which list these posts belong to (listIdentity). */
  identity: string
  posts: ListedPost[]
  /** Last page fetched. */
  page: number
  /** Known once the API has answered: the list's size and page size. */
  total?: number
  perPage?: number
  totalPages?: number
}

export interface MorePosts {
  posts: ListedPost[]
  hasMore: boolean
  loading: boolean
  /** The next page's URL (the More link's href, for visitors without JavaScript). */
  nextPage: number
  loadMore: () => void
}

/**
 * The list's size is learnt from the first answer; until then, more exists below the last page.
 * Never past the last page the API reported, so a list that shrank meanwhile cannot loop.
 */
export function hasMorePosts(
  state: Pick<Loaded, 'posts' | 'page' | 'total' | 'perPage' | 'totalPages'>,
  firstPage: number,
  totalPages: number,
): boolean {
  if (state.total === undefined || state.perPage === undefined) return state.page < totalPages
  const shown = (firstPage - 1) * state.perPage + state.posts.length
  return shown < state.total && state.page < (state.totalPages ?? Infinity)
}

export function listIdentity(initial: readonly ListedPost[], pagination: Pagination): string {
  return JSON.stringify([pagination.basePath, pagination.page, initial.map((p) => p.id)])
}

function startOf(initial: readonly ListedPost[], pagination: Pagination): Loaded {
  return { identity: listIdentity(initial, pagination), posts: [...initial], page: pagination.page }
}

export function useMorePosts(
  initial: readonly ListedPost[],
  pagination: Pagination,
  list: ListRef | null,
): MorePosts {
  const { variant } = usePageContext()
  const identity = listIdentity(initial, pagination)
  const [stored, setState] = useState<Loaded>(() => startOf(initial, pagination))
  // The list a page is being loaded for; an answer for an earlier list is dropped.
  const [loadingFor, setLoadingFor] = useState<string | null>(null)
  const busyFor = useRef<string | null>(null)
  const state = stored.identity === identity ? stored : startOf(initial, pagination)
  // Another list: start over (derived-state reset during render).
  if (state !== stored) setState(state)
  const hasMore = !!list && hasMorePosts(state, pagination.page, pagination.totalPages)
  const loadMore = useCallback(() => {
    if (busyFor.current === identity || !hasMore || !list) return
    busyFor.current = identity
    setLoadingFor(identity)
    const settle = () => {
      if (busyFor.current === identity) busyFor.current = null
      setLoadingFor((current) => (current === identity ? null : current))
    }
    fetchListPage(listApiUrl(list, state.page + 1, variant))
      .then((answer) => {
        settle()
        setState((s) => {
          if (s.identity !== identity) return s
          const seen = new Set(s.posts.map((p) => p.id))
          // A post published meanwhile shifts the pages: skip what is already shown.
          const fresh = answer.posts.filter((p) => !seen.has(p.id))
          return {
            identity,
            posts: [...s.posts, ...fresh],
            page: answer.page,
            total: answer.total,
            perPage: answer.perPage,
            totalPages: answer.totalPages,
          }
        })
      })
      .catch((error: unknown) => {
        settle()
        console.error(`[lists] more posts failed: ${(error as Error).message}`)
      })
  }, [hasMore, list, state.page, variant, identity])
  return {
    posts: state.posts,
    hasMore,
    loading: loadingFor === identity,
    nextPage: state.page + 1,
    loadMore,
  }
}
