// A post card's link to the post's comment section (`?target=comment`: the article scrolls
// there). Only when a comment backend is configured and the post takes comments. It shows the
// number of comments when the first backend publishes counts (Waline, Artalk: asked after the
// page is interactive), else the label.
import { SvgIcon, type IconProps } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { commentsHiddenFor } from '@/lib/comments/visibility'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'
import { useCommentCount } from './useCommentCount'

type CommentablePost = Pick<PostSummary, 'id' | 'title' | 'href' | 'type' | 'external' | 'comment'>

const Bubble = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.2 9 9 0 0 1-3.6-.7L3 20.5l1.6-4.2A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3.3a8.4 8.4 0 0 1 9 8.2z" />
  </SvgIcon>
)

/** Whether the link shows: a backend is configured, and the post is a site Post that takes comments. */
export function takesComments(post: CommentablePost, backends: number): boolean {
  return backends > 0 && post.type === 'Post' && !post.external && !commentsHiddenFor(post)
}

export function commentTargetHref(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}target=comment`
}

interface Props {
  post: CommentablePost
  className?: string
}

export function CommentLink({ post, className }: Props) {
  const backends = useSite().comments?.backends.length ?? 0
  if (!takesComments(post, backends)) return null
  return <CommentLinkBody post={post} className={className} />
}

function CommentLinkBody({ post, className }: Props) {
  const { t, plural } = useT()
  const count = useCommentCount(post)
  return (
    <SiteLink
      href={commentTargetHref(post.href)}
      data-comment-link=""
      aria-label={t.comment.goToComments}
      className={className ?? 'inline-flex items-center gap-1 hover:underline'}
    >
      <Bubble className="h-4 w-4" />
      <span data-comment-count={count ?? undefined}>
        {count === null ? t.comment.heading : plural(t.list.commentCount, count)}
      </span>
    </SiteLink>
  )
}
