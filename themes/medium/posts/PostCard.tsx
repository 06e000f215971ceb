// One post in a list: cover, big bold title with its icon, the meta line and the summary (or
// the first lines of the body) over a thin divider. The kit's card pieces follow the
// MEDIUM_POST_LIST_* settings.
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost } from '@/themes/contract'

/** `first`: the top card's cover is the page's largest image, so it loads at once. */
export function PostCard({ post, first = false }: { post: ListedPost; first?: boolean }) {
  return (
    <article data-testid="medium-post-card" className="border-b border-neutral-200 py-8 first:pt-2 dark:border-neutral-800">
      <PostCardCover
        post={post}
        eager={first}
        classNames={{
          root: 'rounded-md bg-neutral-100 dark:bg-neutral-800',
          image: 'aspect-[2/1] object-cover transition-transform duration-500 hover:scale-[1.02]',
        }}
      />
      <PostCardTitle
        post={post}
        classNames={{
          root: 'mt-4 text-2xl leading-snug font-bold text-neutral-900 md:text-3xl dark:text-neutral-100',
          link: 'hover:underline hover:decoration-2 hover:underline-offset-4',
        }}
      />
      <PostCardMeta
        post={post}
        classNames={{
          root: 'mt-3 gap-x-3 gap-y-2 text-sm text-neutral-500 dark:text-neutral-400',
          separator: 'text-neutral-300 dark:text-neutral-600',
        }}
      />
      <PostCardExcerpt
        post={post}
        className="mt-4 leading-7 whitespace-pre-line text-neutral-600 dark:text-neutral-400"
        clampSummary="line-clamp-3"
      />
    </article>
  )
}
