// The list of post boxes in the site's paging or infinite scroll (the shared PostFeed); the
// pager is one more white box, the page numbers underlined on hover, the current one in accent.
import type { ComponentProps } from 'react'
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { CARD, DARK_BUTTON } from '../frame/look'
import { PostCard } from './PostCard'

const PAGE_NUMBER = 'inline-flex h-8 min-w-8 items-center justify-center border-b-2 px-2'

/** The pager's page numbers, under the list and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  paginationLink: `${PAGE_NUMBER} border-transparent text-[#555] transition-colors hover:border-[#222] dark:text-neutral-300 dark:hover:border-neutral-300`,
  paginationCurrent: `${PAGE_NUMBER} border-(--folio-accent) text-(--folio-accent)`,
}

const FEED_LOOK: ComponentProps<typeof PostFeed>['classNames'] = {
  list: 'flex flex-col gap-4',
  // One more white box under the post boxes.
  pagination: `${CARD} mt-4 flex-wrap justify-center gap-2 px-4 py-3 text-sm`,
  ...PAGER_LOOK,
  more: `${DARK_BUTTON} mx-auto mt-6 block w-fit rounded-sm px-6 py-2 text-sm`,
  noMore: 'mt-6 text-center text-sm text-[#6b6b6b] dark:text-neutral-400',
  empty: `${CARD} px-6 py-16 text-center text-[#737373] dark:text-neutral-400`,
  ad: 'my-4',
}

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const box = (post: ListedPost, index: number) => <PostCard post={post} index={index} />
  return <PostFeed posts={posts} pagination={pagination} classNames={FEED_LOOK} renderPost={box} />
}
