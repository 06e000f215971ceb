// The paged lists (/page/N, a category, a tag): the same link cards as the home directory, with
// the post's excerpt under the title, in the site's paging or infinite scroll (PostFeed).
import { PostFeed } from '@/components/lists/PostFeed'
import { PostCardExcerpt } from '@/components/sections/post-card/PostCardExcerpt'
import type { ListedPost, Pagination } from '@/themes/contract'
import { LinkCard } from '../directory/LinkCard'

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{ list: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' }}
      renderPost={(post) => (
        <div key={post.id} className="flex">
          <LinkCard entry={post} detail={<PostCardExcerpt post={post} className="whitespace-pre-line" />} />
        </div>
      )}
    />
  )
}
