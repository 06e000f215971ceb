// The text under a post's title in a list: its summary, else the preview of its first lines
// (present only when the theme shows previews). Nothing when there is neither. The default
// style clamps a summary only: a preview is already POST_PREVIEW_LINES long.
import type { ListedPost } from '@/lib/routes/types'

interface Props {
  post: Pick<ListedPost, 'summary' | 'preview'>
  className?: string
}

export function PostExcerpt({ post, className }: Props) {
  const summary = post.summary.trim()
  const text = summary || post.preview || ''
  if (!text) return null
  return (
    <p
      data-excerpt={summary ? 'summary' : 'preview'}
      className={
        className ??
        `mt-2 whitespace-pre-line text-gray-600 dark:text-neutral-300 ${summary ? 'line-clamp-4' : ''}`
      }
    >
      {text}
    </p>
  )
}
