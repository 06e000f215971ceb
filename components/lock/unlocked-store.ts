// Articles unlocked in this page session, shared so that any part of a theme (the TOC in a
// sidebar, reading stats in the header) sees the unlock without the theme lifting state.
import { useMemo, useSyncExternalStore } from 'react'
import type { UnlockedArticle } from '@/lib/lock/protocol'
import type { PostDetail, TocEntry } from '@/lib/site/types'

const unlocked = new Map<string, UnlockedArticle>()
const listeners = new Set<() => void>()

export function publishUnlocked(postId: string, article: UnlockedArticle): void {
  unlocked.set(postId, article)
  for (const listener of listeners) listener()
}

/** For tests: forget every unlock. */
export function clearUnlockedForTests(): void {
  unlocked.clear()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The unlocked article of a post, or null (always null while rendering on the server). */
export function useUnlockedArticle(postId: string): UnlockedArticle | null {
  return useSyncExternalStore(
    subscribe,
    () => unlocked.get(postId) ?? null,
    () => null,
  )
}

/** The post with the TOC, word count and read time of its unlocked article, when it has one. */
export function withUnlocked(post: PostDetail, article: UnlockedArticle | null): PostDetail {
  return post.locked && article ? { ...post, toc: article.toc, wordCount: article.wordCount, readTime: article.readTime } : post
}

/** The post with its TOC, word count and read time filled in once it is unlocked. */
export function useUnlockedDetail(post: PostDetail): PostDetail {
  const article = useUnlockedArticle(post.id)
  return useMemo(() => withUnlocked(post, article), [post, article])
}

/** The post's table of contents: empty while locked, the real one after the unlock. */
export function useUnlockedToc(post: PostDetail): TocEntry[] {
  return useUnlockedDetail(post).toc
}
