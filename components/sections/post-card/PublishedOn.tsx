// "Published on" before a card's date, only where the card's meta line shows a date: never on
// a page (type Page) nor on a post without a publish date (PostMetaLine leaves the date out
// there too), so the words never stand before a category or a tag.
import type { ListedPost } from '@/lib/routes/types'
import { useT } from '@/lib/i18n/react'
import { showsPublishDate } from '@/components/post/PostMetaLine'

type DatedPost = Pick<ListedPost, 'type' | 'publishDate'>

export function PublishedOn({ post, className }: { post: DatedPost; className?: string }) {
  const { t } = useT()
  if (!showsPublishDate(post)) return null
  return <span className={className}>{t.post.publishedOn}</span>
}
