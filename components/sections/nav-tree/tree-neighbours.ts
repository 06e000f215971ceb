// Previous/next by the tree's order, for an article shown beside the tree: the post above and
// below it in the tree, across category boundaries. A post the tree does not hold (a page)
// has no tree neighbours: the caller keeps its own.
import type { PostIndexEntry, PostLink } from '@/lib/routes/types'
import { treeOrder, type NavTreeItem } from './tree-order'

export interface TreeNeighbours<T> {
  prev: T | null
  next: T | null
}

/** The neighbours of the post at `href` in tree order; null when the tree does not hold it. */
export function treeNeighbours<T extends NavTreeItem>(
  items: readonly T[],
  categoryOrder: readonly string[],
  href: string,
): TreeNeighbours<T> | null {
  const ordered = treeOrder(items, categoryOrder)
  const at = ordered.findIndex((item) => item.href === href)
  if (at < 0) return null
  return { prev: ordered[at - 1] ?? null, next: ordered[at + 1] ?? null }
}

/**
 * The article's prev/next as links, by the tree's order. A link the route already sent for the
 * same post (with its thumbnail) is reused; else the index entry stands in without a thumbnail.
 */
export function treeNeighbourLinks(
  index: readonly PostIndexEntry[],
  categoryOrder: readonly string[],
  current: {
    href: string
    prev: PostLink | null
    next: PostLink | null
    known?: readonly PostLink[]
  },
): TreeNeighbours<PostLink> {
  const found = treeNeighbours(index, categoryOrder, current.href)
  if (!found) return { prev: current.prev, next: current.next }
  const known = [current.prev, current.next, ...(current.known ?? [])].filter(
    (link): link is PostLink => link !== null,
  )
  const asLink = (entry: PostIndexEntry | null): PostLink | null =>
    entry
      ? (known.find((link) => link.href === entry.href) ?? { ...entry, id: entry.href, pageCoverThumbnail: '' })
      : null
  return { prev: asLink(found.prev), next: asLink(found.next) }
}
