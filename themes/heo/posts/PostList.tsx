// heo's list: its cards in the site's paging or infinite scroll (PostFeed), one wide card per
// row, or two to a row on wide screens when HEO_HOME_POST_TWO_COLS is on.
import { PostFeed } from '@/components/lists/PostFeed'
import { cx } from '@/components/kit/class-names'
import type { ListedPost, Pagination } from '@/themes/contract'
import { useHeoConfig } from '../useHeoConfig'
import { PostCard } from './PostCard'

const PAGE_LINK = 'inline-flex h-10 min-w-10 items-center justify-center rounded-xl border border-[#e3e8f7] bg-white px-3 font-semibold dark:border-[#3d3d3f] dark:bg-[#1d1e22]'

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-8 flex flex-wrap items-center justify-center gap-2',
  paginationLink: `${PAGE_LINK} hover:bg-[var(--folio-accent)] hover:text-white`,
  paginationCurrent: `${PAGE_LINK} !bg-[var(--folio-accent)] text-white dark:text-neutral-900`,
}

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const { HEO_HOME_POST_TWO_COLS: twoCols } = useHeoConfig()
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{
        list: cx('grid gap-5', twoCols && 'md:grid-cols-2'),
        ...PAGER_LOOK,
        more: 'mx-auto mt-8 block rounded-xl bg-[var(--folio-accent)] px-6 py-2.5 font-semibold text-white dark:text-neutral-900',
      }}
      renderPost={(post, index) => <PostCard key={post.id} post={post} eager={index === 0} stacked={twoCols} />}
    />
  )
}
