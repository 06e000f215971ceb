// Pinned posts (TOP_TAG, NotionNext's name for it): the posts carrying that tag lead the list,
// the most recently edited first, each marked `pinned`; the others keep their order after them.
// A post is in the list once, so page counts do not change. An empty tag pins nothing.
import type { PostSummary } from './types'

/** A list entry that may be pinned; the flag is absent (not false) otherwise, to keep page data small. */
export type MaybePinned<T> = T & { pinned?: true }

type Pinnable = Pick<PostSummary, 'tags' | 'lastEditedDate'>

export function pinnedFirst<T extends Pinnable>(posts: readonly T[], topTag: string): MaybePinned<T>[] {
  const tag = topTag.trim()
  const pinned = tag ? posts.filter((p) => p.tags.includes(tag)) : []
  if (pinned.length === 0) return [...posts]
  const rest = posts.filter((p) => !p.tags.includes(tag))
  const newestEditFirst = pinned.sort((a, b) => b.lastEditedDate.localeCompare(a.lastEditedDate))
  return [...newestEditFirst.map((p) => ({ ...p, pinned: true as const })), ...rest]
}
