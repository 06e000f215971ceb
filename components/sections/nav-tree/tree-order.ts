// The order of a documentation tree: posts grouped by category (the site's category order),
// list order inside a group. The tree, its "new" badge and the article's previous/next all
// follow it, so reading on walks down the tree a reader sees.
import { groupByCategory, type CategoryGroup } from '../post-groups/group-by-category'

/** What a tree needs of a post: lean, so a 1,000-post index stays small. */
export interface NavTreeItem {
  title: string
  /** Unique in the tree: the tree knows its posts by their address. */
  href: string
  category: string | null
  publishDay: string
  pageIcon: string
}

export function treeGroups<T extends NavTreeItem>(
  items: readonly T[],
  categoryOrder: readonly string[] = [],
): CategoryGroup<T>[] {
  return groupByCategory(items, categoryOrder)
}

/** Every post in the tree's reading order. */
export function treeOrder<T extends NavTreeItem>(
  items: readonly T[],
  categoryOrder: readonly string[] = [],
): T[] {
  return treeGroups(items, categoryOrder).flatMap((group) => group.posts)
}

/** The href of the most recently published post (the first of equals in list order), or null. */
export function newestHref(items: readonly NavTreeItem[]): string | null {
  let newest: NavTreeItem | null = null
  for (const item of items) {
    if (item.publishDay && (!newest || item.publishDay > newest.publishDay)) newest = item
  }
  return newest?.href ?? null
}
