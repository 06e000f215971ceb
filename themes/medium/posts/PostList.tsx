// A list page's post cards in the site's POST_LIST_STYLE (numbered pages, or more on scroll),
// or the empty state: the shared PostFeed with medium's cards and classes (../medium.css).
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination as PaginationData } from '@/themes/contract'
import { PostCard } from './PostCard'

interface Props {
  posts: ListedPost[]
  pagination: PaginationData
}

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-10 flex items-center justify-center gap-1 text-sm',
  paginationLink: 'medium-page-link',
  paginationCurrent:
    'rounded bg-neutral-900 px-3 py-1.5 text-white dark:bg-neutral-100 dark:text-neutral-900',
}

export function PostList({ posts, pagination }: Props) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      renderPost={(post, index) => <PostCard post={post} first={index === 0} />}
      classNames={{
        empty: 'py-16 text-center text-neutral-500 dark:text-neutral-400',
        ...PAGER_LOOK,
        more: 'mx-auto mt-10 block w-fit rounded-full border border-neutral-300 px-5 py-2 text-sm text-neutral-700 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800',
        noMore: 'mt-10 text-center text-sm text-neutral-500 dark:text-neutral-400',
        ad: 'my-8',
      }}
    />
  )
}
