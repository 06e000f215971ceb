// Whether the article's comment section is on the page, by the same rules as <Comments>: a
// comment system is configured, the post does not hide comments, a locked post has been
// unlocked, and the visitor is not a search-engine bot (known in the browser only).
import { useIsSearchBot } from './useIsSearchBot'
import { useUnlockedArticle } from '@/components/lock/unlocked-store'
import { useSite } from '@/components/site/SiteContext'
import { commentsHiddenFor } from '@/lib/comments/visibility'
import type { PostSummary } from '@/lib/site/types'

export type CommentedPost = Pick<PostSummary, 'id' | 'locked' | 'comment'>

export function useCommentsShown(post: CommentedPost | null): boolean {
  const backends = useSite().comments?.backends.length ?? 0
  const bot = useIsSearchBot()
  const unlocked = useUnlockedArticle(post?.id ?? '')
  if (!post || backends === 0 || bot || commentsHiddenFor(post)) return false
  return !post.locked || unlocked !== null
}
