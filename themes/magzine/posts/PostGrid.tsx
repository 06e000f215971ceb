// The magazine's list: four columns of cards on wide screens, in the site's paging or infinite
// scroll (PostFeed).
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { GridCard } from './GridCard'

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-14 gap-2 text-sm',
  paginationLink: 'rounded-full border border-neutral-300 px-4 py-1.5 hover:bg-neutral-950 hover:text-white dark:border-neutral-700 dark:hover:bg-white dark:hover:text-neutral-950',
  paginationCurrent: 'rounded-full bg-neutral-950 px-4 py-1.5 font-semibold text-white dark:bg-white dark:text-neutral-950',
}

export function PostGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{
        list: 'grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4',
        ...PAGER_LOOK,
      }}
      renderPost={(post, index) => <GridCard key={post.id} post={post} eager={index === 0} />}
    />
  )
}
