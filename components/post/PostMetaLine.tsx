// The line under a title: date · category · tags. Pages (type Page) show no publish date.
// The date links to the post's month on the archive (/archive#yyyy-MM, or the archive page
// holding that month). Cards add the link to the post's comments (commentLink).
import { Fragment } from 'react'
import { SiteLink } from '@/components/navigation/SiteLink'
import { part, type ClassNames } from '@/components/kit/class-names'
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

/** A list or meta line shows a publish date: never on a page (type Page), never without one. */
export const showsPublishDate = (post: Pick<PostSummary, 'type' | 'publishDate'>): boolean =>
  post.type !== 'Page' && Boolean(post.publishDate)

interface Props {
  post: MetaPost
  showDate?: boolean
  showCategory?: boolean
  showTags?: boolean
  /** Link the date to its month on the archive page (on by default). */
  dateLinksToArchive?: boolean
  /** Add the link to the post's comment section (when comments are configured). */
  commentLink?: boolean
  classNames?: ClassNames<PostMetaLinePart>
}

/** `separator`: the dots between the pieces; `tag`: each tag chip (TagChip's look otherwise). */
export type PostMetaLinePart = 'root' | 'separator' | 'tag'

export function PostMetaLine({
  post,
  showDate = true,
  showCategory = true,
  showTags = true,
  dateLinksToArchive = true,
  commentLink = false,
  classNames: c = {},
}: Props) {
  const { comments, archiveOldestMonths } = useSite()
  const commentBackends = comments?.backends.length ?? 0
  const archiveHref = dateLinksToArchive ? archiveMonthHref(post.publishDay, archiveOldestMonths) : ''
  const date = <PostDate iso={post.publishDate} day={post.publishDay} />
  const parts = [
    showDate && showsPublishDate(post) ? (
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
          <TagChip key={tag.name} tag={tag} className={c.tag} />
        ))}
      </span>
    ) : null,
    // Decided here, not only inside CommentLink, so no separator is left before an empty slot.
    commentLink && takesComments(post, commentBackends) ? (
      <CommentLink key="comments" post={post} />
    ) : null,
  ].filter((piece) => piece !== null)
  if (parts.length === 0) return null
  return (
    <div
      className={part(
        'flex flex-wrap items-center',
        'gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-neutral-400',
        c.root,
      )}
    >
      {/* Keyed fragments, not wrappers: the pieces and dots are the row's own flex items. */}
      {parts.map((piece, index) => (
        <Fragment key={piece.key}>
          {index > 0 && (
            <span aria-hidden="true" className={part('', 'opacity-60', c.separator)}>
              ·
            </span>
          )}
          {piece}
        </Fragment>
      ))}
    </div>
  )
}
