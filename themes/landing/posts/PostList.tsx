// The blog's list of posts, one row each, in the site's paging or infinite scroll (PostFeed).
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { PostRow } from './PostRow'

const PAGER = 'rounded-lg px-3 py-1.5 text-sm font-medium'

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{
        list: 'flex flex-col',
        pagination: 'mt-10 gap-2',
        paginationLink: `${PAGER} text-neutral-600 ring-1 ring-neutral-200 hover:text-blue-600 dark:text-neutral-300 dark:ring-neutral-700`,
        paginationCurrent: `${PAGER} bg-blue-600 text-white`,
      }}
      renderPost={(post, index) => <PostRow key={post.id} post={post} eager={index === 0} />}
    />
  )
}
