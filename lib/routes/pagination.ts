// Paging rules of the spec: /page/N is stripped from the base, page 2 goes back to the base
// path, no previous link on page 1, a next link only while below the last page.
import type { Pagination } from './types'

/** `/category/X/page/3` → `/category/X`; `/page/2` → `/`. */
export function stripPageSuffix(path: string): string {
  const stripped = path.replace(/\/page\/[^/]*\/?$/, '')
  return stripped || '/'
}

export function pagePath(basePath: string, page: number): string {
  const base = stripPageSuffix(basePath)
  if (page <= 1) return base
  return `${base === '/' ? '' : base}/page/${page}`
}

function withSearch(path: string, s: string | undefined): string {
  return s ? `${path}?s=${encodeURIComponent(s)}` : path
}

export interface PaginationLinks {
  prev: string | null
  next: string | null
}

export function paginationLinks(p: Pagination, s?: string): PaginationLinks {
  return {
    prev: p.page > 1 ? withSearch(pagePath(p.basePath, p.page - 1), s) : null,
    next: p.page < p.totalPages ? withSearch(pagePath(p.basePath, p.page + 1), s) : null,
  }
}
