// Lists derived from the published posts: categories, tags, latest, archive, neighbours.
import type { ArchiveEntry, ArchiveGroup, CategoryItem, OptionColor, PostSummary, TagItem } from './types'
import type { SelectOption } from './workspace'

function countBy(posts: readonly PostSummary[], keys: (p: PostSummary) => string[]) {
  const counts = new Map<string, number>()
  for (const post of posts) {
    for (const key of new Set(keys(post))) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** Options in schema order with ≥1 post, then values missing from the schema. */
function withCounts(
  options: readonly SelectOption[],
  counts: Map<string, number>,
): { name: string; color: OptionColor; count: number }[] {
  const known = new Set(options.map((o) => o.name))
  const fromSchema = options
    .filter((o) => (counts.get(o.name) ?? 0) > 0)
    .map((o) => ({ name: o.name, color: o.color, count: counts.get(o.name) ?? 0 }))
  const extra = [...counts.keys()]
    .filter((name) => !known.has(name))
    .map((name) => ({ name, color: 'default' as OptionColor, count: counts.get(name) ?? 0 }))
  return [...fromSchema, ...extra]
}

export function categoriesOf(posts: readonly PostSummary[], options: readonly SelectOption[]): CategoryItem[] {
  return withCounts(options, countBy(posts, (p) => p.categories))
}

export function tagsOf(
  posts: readonly PostSummary[],
  options: readonly SelectOption[],
  sortByCount: boolean,
): TagItem[] {
  const tags = withCounts(options, countBy(posts, (p) => p.tags))
  // Array.prototype.sort is stable, so equal counts keep the schema order.
  return sortByCount ? tags.sort((a, b) => b.count - a.count) : tags
}

export function latestPosts(posts: readonly PostSummary[], count: number): PostSummary[] {
  return [...posts]
    .sort((a, b) => b.lastEditedDate.localeCompare(a.lastEditedDate))
    .slice(0, count)
}

export function archiveGroups(posts: readonly PostSummary[]): ArchiveGroup[] {
  const sorted = [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
  const groups = new Map<string, ArchiveEntry[]>()
  for (const { id, title, href, external, publishDate, publishDay, pageIcon } of sorted) {
    const month = publishDay.slice(0, 7)
    let group = groups.get(month)
    if (!group) groups.set(month, (group = []))
    group.push({ id, title, href, external, publishDate, publishDay, pageIcon })
  }
  return [...groups].map(([month, list]) => ({ month, posts: list }))
}

export function neighbours(posts: readonly PostSummary[], id: string) {
  const index = posts.findIndex((p) => p.id === id)
  if (index < 0) return { prev: null, next: null }
  return { prev: posts[index - 1] ?? null, next: posts[index + 1] ?? null }
}
