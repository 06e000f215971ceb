// The list pages of a site that show a given set of posts: home, a category's or a tag's list
// (page 1 and every numbered page), the archive's pages. Paths as a visitor sees them.
import type { SiteModel } from '@/lib/site/build-site'
import { archivePages } from '@/lib/site/archive-pages'
import type { PostSummary } from '@/lib/site/types'
import { pagePath } from '@/lib/routes/pagination'

export interface ListSizes {
  /** POSTS_PER_PAGE */
  postsPerPage: number
  /** ARCHIVE_PAGE_SIZE */
  archivePageSize: number
}

/** `base` and its numbered pages, enough for `count` posts (at least page 1). */
export function pagedPaths(base: string, count: number, perPage: number): string[] {
  const pages = Math.max(1, Math.ceil(count / Math.max(1, perPage)))
  return Array.from({ length: pages }, (_, i) => pagePath(base, i + 1))
}

const inCategory = (name: string) => (p: PostSummary) => p.categories.includes(name)
const withTag = (name: string) => (p: PostSummary) => p.tags.includes(name)

export const categoryPath = (name: string) => `/category/${encodeURIComponent(name)}`
export const tagPath = (name: string) => `/tag/${encodeURIComponent(name)}`

export function homePaths(site: SiteModel, sizes: ListSizes): string[] {
  return pagedPaths('/', site.posts.length, sizes.postsPerPage)
}

export function archivePaths(site: SiteModel, sizes: ListSizes): string[] {
  return pagedPaths('/archive', archivePages(site.archive, sizes.archivePageSize).length, 1)
}

export function categoryPaths(site: SiteModel, name: string, sizes: ListSizes): string[] {
  return pagedPaths(categoryPath(name), site.posts.filter(inCategory(name)).length, sizes.postsPerPage)
}

export function tagPaths(site: SiteModel, name: string, sizes: ListSizes): string[] {
  return pagedPaths(tagPath(name), site.posts.filter(withTag(name)).length, sizes.postsPerPage)
}

/** Every list page of the site: what a change shown on every page regenerates besides the posts. */
export function everyListPath(site: SiteModel, sizes: ListSizes): string[] {
  return [
    ...homePaths(site, sizes),
    ...archivePaths(site, sizes),
    '/category',
    '/tag',
    '/search',
    ...site.categories.flatMap((c) => categoryPaths(site, c.name, sizes)),
    ...site.tags.flatMap((t) => tagPaths(site, t.name, sizes)),
  ]
}
