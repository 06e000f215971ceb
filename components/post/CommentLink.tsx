// A post card's link to the post's comment section (`?target=comment`: the article scrolls
// there). Only when a comment backend is configured and the post takes comments. It shows the
// number of comments when the first backend publishes counts (Waline, Artalk: asked after the
// page is interactive), else the label. Its code (CommentLinkBody.tsx) loads only where it shows.
import dynamic from 'next/dynamic'
import { piecesPreloader } from '@/components/plugins/lazy-pieces'
import { useSite } from '@/components/site/SiteContext'
import { commentsHiddenFor } from '@/lib/comments/visibility'
import type { CommentablePost, CommentLinkProps } from './CommentLinkBody'

/** Whether the link shows: a backend is configured, and the post is a site Post that takes comments. */
export function takesComments(post: CommentablePost, backends: number): boolean {
  return backends > 0 && post.type === 'Post' && !post.external && !commentsHiddenFor(post)
}

const CommentLinkBody = dynamic(() => import('./CommentLinkBody').then((m) => m.CommentLinkBody))

/** Loads the link's code (the server before rendering; tests before rendering synchronously). */
export const preloadCommentLink = piecesPreloader(CommentLinkBody)

export function CommentLink({ post, className }: CommentLinkProps) {
  const backends = useSite().comments?.backends.length ?? 0
  if (!takesComments(post, backends)) return null
  return <CommentLinkBody post={post} className={className} />
}
