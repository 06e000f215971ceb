// Related posts under an article (POST_RECOMMEND_COUNT): posts sharing the most tags first, then
// posts of the same category, then the latest; never the post itself, never a locked post (a
// visitor could not read it anyway), and only from the published list (no hidden or scheduled
// rows ever reach it).
import type { PostSummary } from './types'

export function relatedPosts(posts: readonly PostSummary[], post: PostSummary, count: number): PostSummary[] {
  if (count <= 0) return []
  const tags = new Set(post.tags)
  const score = (p: PostSummary) =>
    p.tags.reduce((n, tag) => n + (tags.has(tag) ? 2 : 0), 0) + (post.category && p.category === post.category ? 1 : 0)
  return posts
    .filter((p) => p.id !== post.id && !p.locked)
    .map((p, order) => ({ p, order, score: score(p) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ p }) => p)
}
