// Posts grouped by their first category, for themes that show a list in sections (magazine
// banners, a documentation tree, a link directory). Groups follow the site's category order
// when one is given (the workspace's option order), else first appearance; posts keep their
// order inside a group; posts with no category come last under `null`.

export interface CategoryGroup<T> {
  /** The category's name, or null for the posts that have none. */
  category: string | null
  posts: T[]
}

export function groupByCategory<T extends { category: string | null }>(
  posts: readonly T[],
  order: readonly string[] = [],
): CategoryGroup<T>[] {
  const groups = new Map<string | null, T[]>()
  for (const name of order) groups.set(name, [])
  for (const post of posts) {
    const list = groups.get(post.category)
    if (list) list.push(post)
    else groups.set(post.category, [post])
  }
  const filled = [...groups].filter(([, list]) => list.length > 0)
  const named = filled.filter(([name]) => name !== null)
  const unnamed = filled.filter(([name]) => name === null)
  return [...named, ...unnamed].map(([category, list]) => ({ category, posts: list }))
}
