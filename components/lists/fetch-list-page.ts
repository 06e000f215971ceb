// The browser side of GET /api/posts: the posts of page N of a list (scroll mode).
import type { ListedPost, ListRef, RenderVariant } from '@/lib/routes/types'
import { withBasePath } from '@/lib/routes/base-path'
import { listRefParam } from './list-ref'

export interface ListPageAnswer {
  posts: ListedPost[]
  page: number
  totalPages: number
  /** Posts in the whole list. */
  total: number
  perPage: number
}

export function listApiUrl(
  list: ListRef,
  page: number,
  variant: Pick<RenderVariant, 'theme' | 'prefix'>,
): string {
  const params = new URLSearchParams({
    list: listRefParam(list),
    page: String(page),
    theme: variant.theme,
  })
  const site = variant.prefix.replace(/^\//, '')
  if (site) params.set('site', site)
  return `/api/posts?${params.toString()}`
}

export async function fetchListPage(url: string): Promise<ListPageAnswer> {
  const response = await fetch(withBasePath(url), { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  return (await response.json()) as ListPageAnswer
}
