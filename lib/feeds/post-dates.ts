// When a post last changed from a reader's point of view: edited, or (for a post dated
// ahead of its last edit) the moment it was published and appeared.
import type { PostSummary } from '@/lib/site/types'

export function changedAt(post: Pick<PostSummary, 'publishDate' | 'lastEditedDate'>): string {
  return post.lastEditedDate > post.publishDate ? post.lastEditedDate : post.publishDate
}

/** The latest change among posts, or undefined for none. */
export function latestChange(posts: readonly PostSummary[]): string | undefined {
  let latest: string | undefined
  for (const post of posts) {
    const at = changedAt(post)
    if (!latest || at > latest) latest = at
  }
  return latest
}

/** Newest first by publish date; ties by id so the order never depends on the database view. */
export function newestFirst(posts: readonly PostSummary[]): PostSummary[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id))
}
