// /page/N, and one category's or tag's posts under their heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle
        filter={filter}
        className="mb-6 border-b border-neutral-200 pb-4 text-3xl font-bold tracking-tight text-neutral-900 dark:border-neutral-800 dark:text-white"
      />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
