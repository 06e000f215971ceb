// A list card's text: the summary, or without one the first lines of the body — while the
// theme's <THEME>_POST_LIST_PREVIEW is on (off, the card shows neither).
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost } from '@/lib/routes/types'

interface Props {
  post: Pick<ListedPost, 'summary' | 'preview'>
  /** The text's look; `clampSummary` adds a line clamp to a summary (a preview is already cut). */
  className?: string
  clampSummary?: string
}

export function PostCardExcerpt({ post, className, clampSummary = '' }: Props) {
  const { postList } = useSharedThemeSettings()
  if (!postList.preview) return null
  const clamp = post.summary.trim() ? clampSummary : ''
  return <PostExcerpt post={post} className={className === undefined ? undefined : `${className} ${clamp}`.trim()} />
}
