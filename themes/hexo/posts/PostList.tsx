// The list of post cards in the site's paging or infinite scroll (the shared PostFeed), with
// the pager as accent squares.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { CARD } from '../frame/look'
import { PostCard } from './PostCard'

const PAGE_BOX = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-3'

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      renderPost={(post, index) => <PostCard post={post} index={index} />}
      classNames={{
        list: 'flex flex-col gap-5',
        pagination: 'mt-8 flex-wrap justify-center gap-2 text-sm',
        paginationLink: `${PAGE_BOX} bg-white shadow-sm transition-colors hover:bg-(--folio-accent) hover:text-white dark:bg-[#1e1e1e]`,
        paginationCurrent: `${PAGE_BOX} bg-[#327ca7] text-white shadow-sm`,
        more: 'mx-auto mt-8 block w-fit rounded-full bg-[#327ca7] px-6 py-2 text-sm text-white hover:bg-[#ff7242]',
        noMore: 'mt-8 text-center text-sm text-neutral-500 dark:text-neutral-400',
        empty: `${CARD} px-6 py-16 text-center text-neutral-500 dark:text-neutral-400`,
        ad: 'my-5',
      }}
    />
  )
}
