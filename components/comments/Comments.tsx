// The comment section themes place under a post: <Comments post={post} />.
// Nothing at all when no backend is configured or the post hides comments, nothing on a
// locked post until it is unlocked in this session (every theme gets that rule here), and
// nothing for search-engine bots (decided in the browser: the server HTML never has the
// section). The section's code (CommentsSection.tsx) loads only where it shows.
import dynamic from 'next/dynamic'
import { piecesPreloader } from '@/components/plugins/lazy-pieces'
import type { CommentsProps } from './CommentsSection'
import { useCommentsShown } from './useCommentsShown'

export type { CommentsPart, CommentsProps } from './CommentsSection'
export { COMMENTS_SECTION_ID } from './section-id'

const CommentsSection = dynamic(() => import('./CommentsSection').then((m) => m.CommentsSection))

/** Loads the section's code (tests, which render synchronously, call it first). */
export const preloadCommentsSection = piecesPreloader(CommentsSection)

export function Comments(props: CommentsProps) {
  const shown = useCommentsShown(props.post)
  // A new post is a new thread: start over (tabs, lazy loading) instead of reusing state.
  return shown ? <CommentsSection key={props.post.id} {...props} /> : null
}
