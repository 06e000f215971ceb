// The article header's figures: last-edited date, this page's views (only when a page-view
// counter is configured) and word count with reading time (absent for a locked post).
import { VisitorCounters } from '@/components/chrome/VisitorCounters'
import { PostDate } from '@/components/post/PostDate'
import { ReadingStats } from '@/components/post/ReadingStats'
import { useT } from '@/lib/i18n/react'
import type { PostDetail } from '@/lib/site/types'

interface Props {
  post: Pick<PostDetail, 'lastEditedDate' | 'lastEditedDay' | 'wordCount' | 'readTime'>
  className?: string
  itemClassName?: string
}

export function ArticleStats({ post, className, itemClassName }: Props) {
  const { t } = useT()
  return (
    <span className={className ?? 'inline-flex flex-wrap items-center gap-x-4 gap-y-1'}>
      {(post.lastEditedDate || post.lastEditedDay) && (
        <span data-meta="last-edited" className={itemClassName}>
          {t.post.lastEdited}{' '}
          <PostDate iso={post.lastEditedDate} day={post.lastEditedDay} />
        </span>
      )}
      <VisitorCounters show={['pagePv']} className="contents" itemClassName={itemClassName} />
      {post.wordCount > 0 && (
        <ReadingStats
          wordCount={post.wordCount}
          readTime={post.readTime}
          className={`inline-flex gap-3 ${itemClassName ?? ''}`}
        />
      )}
    </span>
  )
}
