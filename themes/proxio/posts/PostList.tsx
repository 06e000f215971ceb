// The blog's lists: proxio's cards, two or three to a row, in the site's paging or infinite
// scroll (PostFeed), the pager in round pills.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { PostCard } from './PostCard'

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-14 justify-center gap-2',
  paginationLink: 'rounded-full border border-[var(--px-line)] px-4 py-2 text-sm hover:border-[var(--px-fg)]',
  paginationCurrent: 'rounded-full bg-[var(--px-fg)] px-4 py-2 text-sm text-[var(--px-bg)]',
}

const FEED_LOOK = {
  list: 'grid grid-cols-1 gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3',
  ...PAGER_LOOK,
}

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const card = (post: ListedPost, index: number) => <PostCard key={post.id} post={post} eager={index === 0} />
  return <PostFeed posts={posts} pagination={pagination} renderPost={card} classNames={FEED_LOOK} />
}
