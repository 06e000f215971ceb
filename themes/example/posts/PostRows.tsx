// A list page's posts in the site's POST_LIST_STYLE: numbered pages with the pager, or more
// on scroll (PostFeed, the shared list, with this theme's rows); the empty state when none.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination as PaginationData } from '@/themes/contract'
import { PostRow } from './PostRow'

export function PostRows({
  posts,
  pagination,
}: {
  posts: ListedPost[]
  pagination: PaginationData
}) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      renderPost={(post) => <PostRow post={post} />}
      classNames={{
        list: 'space-y-12',
        pagination: 'mt-12 flex items-center justify-center gap-2 text-sm',
        more: 'mt-12 block w-full rounded-sm border border-gray-300 py-2 text-center text-sm hover:bg-gray-100 dark:border-neutral-600 dark:hover:bg-neutral-800',
        noMore: 'mt-12 text-center text-sm text-gray-500 dark:text-neutral-400',
      }}
    />
  )
}
