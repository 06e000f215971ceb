// A list page's posts as rows, paged or scrolled by the shared feed. With NOBELIUM_LIST_FILTER
// a box above them narrows the rows down as the visitor types (the kit's matching rule).
import { useState } from 'react'
import { PostFeed } from '@/components/lists/PostFeed'
import { NoResults } from '@/components/post/NoResults'
import { ListFilterBox } from '@/components/sections/list-filter/ListFilterBox'
import { matchesListFilter } from '@/components/sections/list-filter/list-filter'
import type { ListedPost, Pagination } from '@/themes/contract'
import { MUTED } from '../frame/look'
import { useNobeliumConfig } from '../useNobeliumConfig'
import { PostRow } from './PostRow'

const PAGER = `rounded-md px-3 py-1 text-sm ${MUTED} hover:bg-neutral-100 hover:text-black dark:hover:bg-neutral-800 dark:hover:text-white`

/** The pager under the list, and under the archive (layouts/LayoutArchive.tsx). */
export const PAGER_LOOK = {
  pagination: 'mt-14 flex-wrap justify-between gap-2',
  paginationLink: PAGER,
  paginationCurrent: 'rounded-md bg-neutral-100 px-3 py-1 text-sm font-medium text-black dark:bg-neutral-800 dark:text-white',
}

export function PostRows({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const { NOBELIUM_LIST_FILTER } = useNobeliumConfig()
  const [filter, setFilter] = useState('')
  const noneMatch = filter.trim() !== '' && !posts.some((post) => matchesListFilter(post, filter))
  return (
    <>
      {NOBELIUM_LIST_FILTER && posts.length > 0 && (
        <ListFilterBox
          value={filter}
          onChange={setFilter}
          classNames={{
            root: 'mb-10 gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-2.5 focus-within:border-neutral-400 dark:border-neutral-700 dark:bg-neutral-800/60 dark:focus-within:border-neutral-500',
            icon: 'h-4 w-4 text-neutral-400',
            input: 'text-[15px] text-neutral-900 placeholder:text-neutral-400 dark:text-neutral-100 [&::-webkit-search-cancel-button]:hidden',
          }}
        />
      )}
      {noneMatch && <NoResults keyword={filter.trim()} className={`py-12 text-center ${MUTED}`} />}
      <PostFeed
        posts={posts}
        pagination={pagination}
        renderPost={(post, index) => (matchesListFilter(post, filter) ? <PostRow post={post} first={index === 0} /> : null)}
        classNames={{
          list: 'flex flex-col gap-10',
          ...PAGER_LOOK,
          more: `mx-auto mt-12 block w-fit ${PAGER}`,
          noMore: `mt-12 text-center text-sm ${MUTED}`,
          empty: `py-16 text-center ${MUTED}`,
          ad: 'my-8',
        }}
      />
    </>
  )
}
