// The theme's list of posts: its card, in the site's paging or infinite scroll (PostFeed).
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PostFeed } from '@/components/lists/PostFeed'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost, Pagination } from '@/themes/contract'

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{ list: 'flex flex-col gap-10' }}
      renderPost={(post, index) => (
        <article key={post.id} className="flex flex-col gap-3">
          <PostCardCover post={post} eager={index === 0} classNames={{ root: 'aspect-[2/1] rounded-lg' }} />
          <PostCardTitle post={post} />
          <PostCardMeta post={post} />
          <PostExcerpt post={post} />
        </article>
      )}
    />
  )
}
