// The archive in pages (/archive, /archive/page/N) of at most ARCHIVE_PAGE_SIZE posts each.
// Months stay whole where they fit, so a month's anchor (#yyyy-MM) is on one page; a month
// larger than a page fills pages of its own. Pure and client-safe: the browser finds a
// month's page from the oldest month of each page (a few bytes a page), never from the posts.
import type { ArchiveGroup } from './types'

/** The archive's months cut into pages, page 1 (the newest) first; always at least one page. */
export function archivePages(groups: readonly ArchiveGroup[], size: number): ArchiveGroup[][] {
  const pages: ArchiveGroup[][] = []
  let page: ArchiveGroup[] = []
  let count = 0
  const close = () => {
    if (page.length > 0) pages.push(page)
    page = []
    count = 0
  }
  for (const group of groups) {
    if (count + group.posts.length > size) close()
    // A month of more than a page: full pages of its own; its last part may share a page.
    let start = 0
    for (; group.posts.length - start > size; start += size) {
      pages.push([{ month: group.month, posts: group.posts.slice(start, start + size) }])
    }
    const rest = start === 0 ? group : { month: group.month, posts: group.posts.slice(start) }
    page.push(rest)
    count += rest.posts.length
  }
  close()
  return pages.length > 0 ? pages : [[]]
}

/** The oldest month (`yyyy-MM`) on each page, page 1 first: what month links need to find a page. */
export function oldestMonths(pages: readonly (readonly ArchiveGroup[])[]): string[] {
  return pages.map((groups) => groups.at(-1)?.month ?? '')
}

/**
 * The first page that holds `month` (or would: a month without posts gives the page around
 * it), 1-based. Months are newest first, so it is the first page whose oldest month is not
 * newer than `month`; one older than the whole archive is on the last page.
 */
export function pageOfMonth(month: string, oldest: readonly string[]): number {
  const index = oldest.findIndex((last) => last <= month)
  return index < 0 ? Math.max(1, oldest.length) : index + 1
}
