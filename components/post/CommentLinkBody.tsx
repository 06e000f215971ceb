// The comment link itself, with its count (CommentLink.tsx loads it only where it shows).
import { SvgIcon, type IconProps } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'
import { useCommentCount } from './useCommentCount'

export type CommentablePost = Pick<PostSummary, 'id' | 'title' | 'href' | 'type' | 'external' | 'comment'>

const Bubble = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 11.5a8.4 8.4 0 0 1-9 8.2 9 9 0 0 1-3.6-.7L3 20.5l1.6-4.2A8 8 0 0 1 3 11.5 8.4 8.4 0 0 1 12 3.3a8.4 8.4 0 0 1 9 8.2z" />
  </SvgIcon>
)

export function commentTargetHref(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}target=comment`
}

export interface CommentLinkProps {
  post: CommentablePost
  className?: string
}

export function CommentLinkBody({ post, className }: CommentLinkProps) {
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
