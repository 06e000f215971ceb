// The article header's figures: last-edited date, this page's views (only when a page-view
// counter is on: Folio's own or a counter service) and word count with reading time (absent
// for a locked post).
import { VisitorCounters } from '@/components/chrome/VisitorCounters'
import { cx, part, type ClassNames } from '@/components/kit/class-names'
import { PostDate } from '@/components/post/PostDate'
import { ReadingStats } from '@/components/post/ReadingStats'
import { useT } from '@/lib/i18n/react'
import type { PostDetail } from '@/lib/site/types'

/** `item`: each figure (no default look). */
export type ArticleStatsPart = 'root' | 'item'

interface Props {
  post: Pick<PostDetail, 'lastEditedDate' | 'lastEditedDay' | 'wordCount' | 'readTime'>
  classNames?: ClassNames<ArticleStatsPart>
}

export function ArticleStats({ post, classNames: c = {} }: Props) {
  const { t } = useT()
  return (
    <span className={part('', 'inline-flex flex-wrap items-center gap-x-4 gap-y-1', c.root)}>
      {(post.lastEditedDate || post.lastEditedDay) && (
        <span data-meta="last-edited" className={c.item}>
          {t.post.lastEdited}{' '}
          <PostDate iso={post.lastEditedDate} day={post.lastEditedDay} />
        </span>
      )}
      <VisitorCounters show={['pagePv']} classNames={{ root: 'contents', item: c.item }} />
      {post.wordCount > 0 && (
        <ReadingStats
          wordCount={post.wordCount}
          readTime={post.readTime}
          className={cx('inline-flex gap-3', c.item)}
        />
      )}
    </span>
  )
}
