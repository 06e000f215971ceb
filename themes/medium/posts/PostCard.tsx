// One post in a list: cover, big bold title with its icon, the meta line and the summary (or
// the first lines of the body) over a thin divider. The kit's card pieces follow the
// MEDIUM_POST_LIST_* settings. The parts' look is in ../medium.css, not repeated per card.
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

/** `first`: the top card's cover is the page's largest image, so it loads at once. */
export function PostCard({ post, first = false }: { post: ListedPost; first?: boolean }) {
  return (
    <article data-testid="medium-post-card" className="medium-card">
      <PostCardCover
        post={post}
        eager={first}
        classNames={{
          root: 'medium-card-cover',
          image: 'medium-card-image',
        }}
      />
      <PinMark post={post} classNames={{ root: 'medium-card-pin' }} />
      <PostCardTitle
        post={post}
        classNames={{
          root: 'medium-card-title',
          link: 'medium-card-link',
        }}
      />
      <PostCardMeta
        post={post}
        classNames={{
          root: 'medium-card-meta',
          separator: 'medium-card-dot',
        }}
      />
      <PostCardExcerpt
        post={post}
        className="medium-card-text"
        clampSummary="line-clamp-3"
      />
    </article>
  )
}
