// The cards three, two or one to a row, in the site's paging or infinite scroll (PostFeed),
// with the pager as round Material buttons.
import type { ClassNames } from '@/components/kit/class-names'
import { PostFeed, type PostFeedPart } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { FILLED, PAPER } from '../frame/look'
import { PostCard } from './PostCard'

const ROUND = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 shadow-sm'

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-10 flex-wrap justify-center gap-2 text-sm',
  paginationLink: `${ROUND} bg-white transition-colors hover:bg-[#4f46e5] hover:text-white dark:bg-neutral-900 dark:hover:bg-[#4338ca]`,
  paginationCurrent: `${ROUND} ${FILLED}`,
}

const GRID_LOOK: ClassNames<PostFeedPart> = {
  list: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  ...PAGER_LOOK,
  more: `mx-auto mt-10 block w-fit rounded-full px-8 py-2.5 text-sm tracking-wide shadow-md ${FILLED}`,
  noMore: 'mt-10 text-center text-sm text-neutral-500 dark:text-neutral-400',
  empty: `${PAPER} px-6 py-16 text-center text-neutral-500 dark:text-neutral-400`,
  ad: 'my-6',
}

export function PostGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return <PostFeed posts={posts} pagination={pagination} classNames={GRID_LOOK} renderPost={(post, index) => <PostCard post={post} index={index} />} />
}
