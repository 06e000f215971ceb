// The line under a title: date · category · tags. Pages (type Page) show no publish date.
// The date links to the post's month on the archive page (/archive#yyyy-MM). Cards add the
// link to the post's comments (commentLink).
import { SiteLink } from '@/components/navigation/SiteLink'
import type { PostSummary } from '@/lib/site/types'
import { archiveMonthHref } from './archive-anchor'
import { useSite } from '@/components/site/SiteContext'
import { CommentLink, takesComments } from './CommentLink'
import { CategoryLink } from './CategoryLink'
import { PostDate } from './PostDate'
import { TagChip } from './TagChip'

type MetaPost = Pick<
  PostSummary,
  | 'id'
  | 'title'
  | 'type'
  | 'publishDate'
  | 'publishDay'
  | 'category'
  | 'tagItems'
  | 'href'
  | 'external'
  | 'comment'
>

interface Props {
  post: MetaPost
  showDate?: boolean
  showCategory?: boolean
  showTags?: boolean
  /** Link the date to its month on the archive page (on by default). */
  dateLinksToArchive?: boolean
  /** Add the link to the post's comment section (when comments are configured). */
  commentLink?: boolean
  className?: string
  separatorClassName?: string
  tagClassName?: string
}

export function PostMetaLine({
  post,
  showDate = true,
  showCategory = true,
  showTags = true,
  dateLinksToArchive = true,
  commentLink = false,
  className,
  separatorClassName,
  tagClassName,
}: Props) {
  const commentBackends = useSite().comments?.backends.length ?? 0
  const archiveHref = dateLinksToArchive ? archiveMonthHref(post.publishDay) : ''
  const date = <PostDate iso={post.publishDate} day={post.publishDay} />
  const parts = [
    showDate && post.type !== 'Page' && post.publishDate ? (
      archiveHref ? (
        <SiteLink key="date" href={archiveHref} data-archive-link="" className="hover:underline">
          {date}
        </SiteLink>
      ) : (
        <span key="date">{date}</span>
      )
    ) : null,
    showCategory && post.category ? <CategoryLink key="category" name={post.category} /> : null,
    showTags && post.tagItems.length > 0 ? (
      <span key="tags" className="inline-flex flex-wrap gap-1">
        {post.tagItems.map((tag) => (
          <TagChip key={tag.name} tag={tag} className={tagClassName} />
        ))}
      </span>
    ) : null,
    // Decided here, not only inside CommentLink, so no separator is left before an empty slot.
    commentLink && takesComments(post, commentBackends) ? (
      <CommentLink key="comments" post={post} />
    ) : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return null
  return (
    <div
      className={
        className ??
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-neutral-400'
      }
    >
      {parts.map((part, index) => (
        <span key={part.key} className="contents">
          {index > 0 && (
            <span aria-hidden="true" className={separatorClassName ?? 'opacity-60'}>
              ·
            </span>
          )}
          {part}
        </span>
      ))}
    </div>
  )
}
