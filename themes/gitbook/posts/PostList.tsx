// A documentation list: rows with the title, the meta line and the excerpt, divided by rules.
import { PostFeed } from '@/components/lists/PostFeed'
import { PinMark } from '@/components/post/PinMark'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost, Pagination } from '@/themes/contract'

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{ list: 'flex flex-col divide-y divide-neutral-200 dark:divide-neutral-800' }}
      renderPost={(post) => (
        <article key={post.id} className="flex flex-col gap-2 py-5">
          <PinMark post={post} classNames={{ root: 'self-start rounded bg-(--folio-accent)/10 px-1.5 py-0.5 text-xs font-medium text-(--folio-accent)' }} />
          <PostCardTitle post={post} />
          <PostCardMeta post={post} />
          <PostCardExcerpt post={post} />
        </article>
      )}
    />
  )
}
