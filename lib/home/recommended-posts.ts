// Which posts the hero recommends (spec §2 Home): the posts carrying the configured tag, or
// the latest posts when the tag is empty. Tagged posts keep the list order unless the owner
// asks for last-edited order.
import type { PostSummary } from '@/lib/site/types'
import { latestPosts } from '@/lib/site/derive'

export const RECOMMENDED_LIMIT = 6

export interface RecommendOptions {
  /** HOME_RECOMMEND_TAG: '' (or blanks) means "latest posts". */
  tag: string
  /** HOME_RECOMMEND_SORT_BY_UPDATE: newest edit first. */
  sortByUpdate: boolean
  limit?: number
}

const byLastEditedDesc = (a: PostSummary, b: PostSummary) =>
  b.lastEditedDate.localeCompare(a.lastEditedDate)

export function recommendedPosts(
  posts: readonly PostSummary[],
  { tag, sortByUpdate, limit = RECOMMENDED_LIMIT }: RecommendOptions,
): PostSummary[] {
  const wanted = tag.trim()
  const tagged = wanted ? posts.filter((p) => p.tags.includes(wanted)) : []
  // A tag nobody carries yet would leave the hero empty; the latest posts stand in.
  if (tagged.length === 0) return latestPosts(posts, limit)
  const ordered = sortByUpdate ? [...tagged].sort(byLastEditedDesc) : tagged
  return ordered.slice(0, limit)
}
