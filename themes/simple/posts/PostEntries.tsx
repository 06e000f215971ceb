// A list page's posts as simple entries, paged (or scrolled) by the shared feed.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { PostEntry } from './PostEntry'

const PAGER_LINK = 'rounded-sm border border-neutral-300 px-3 py-1 text-sm hover:border-(--folio-accent) hover:text-(--folio-accent) dark:border-neutral-700'

export function PostEntries({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      renderPost={(post, index) => <PostEntry post={post} first={index === 0} />}
      classNames={{
        pagination: 'mt-10 flex-wrap justify-center gap-2',
        paginationLink: PAGER_LINK,
        paginationCurrent: 'rounded-sm border border-(--folio-accent) bg-(--folio-accent) px-3 py-1 text-sm text-white dark:text-neutral-950',
        more: PAGER_LINK,
      }}
    />
  )
}
