// The spec's search: the keyword as typed, found in the title, summary or a tag, ignoring
// case. The server lists these matches; the browser adds full-text hits beyond them.
import type { PostSummary } from '@/lib/site/types'

export function matchesKeyword(
  post: Pick<PostSummary, 'title' | 'summary' | 'tags'>,
  keyword: string,
): boolean {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return false
  return [post.title, post.summary, ...post.tags].some((text) =>
    text.toLowerCase().includes(needle),
  )
}
