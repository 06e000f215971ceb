// A list page's cards as a masonry of one to three columns (the reading order runs across the
// rows), paged or scrolled by the shared feed, with a square pager.
import { PostFeed } from '@/components/lists/PostFeed'
import { cx } from '@/components/kit/class-names'
import { MASONRY_GRID } from '@/components/sections/masonry'
import type { ListedPost, Pagination } from '@/themes/contract'
import { SHEET } from '../frame/look'
import { PostCard } from './PostCard'

const PAGE = 'inline-flex h-10 min-w-10 items-center justify-center px-3 text-sm'

export function PostGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      renderPost={(post, index) => <PostCard post={post} index={index} />}
      classNames={{
        list: cx(MASONRY_GRID, 'grid-cols-1 gap-x-6 sm:grid-cols-2 xl:grid-cols-3'),
        pagination: 'mt-4 flex-wrap justify-center gap-2',
        paginationLink: cx(SHEET, PAGE, 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-300'),
        paginationCurrent: cx(PAGE, 'bg-neutral-900 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900'),
        more: cx(SHEET, 'mx-auto mt-4 block w-fit px-8 py-2.5 text-sm hover:text-(--folio-accent)'),
        noMore: 'mt-4 text-center text-sm text-neutral-500',
        empty: cx(SHEET, 'px-6 py-20 text-center text-neutral-500 dark:text-neutral-400'),
        ad: 'mb-6',
      }}
    />
  )
}
