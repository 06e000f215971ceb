// /page/N, and one category's or tag's posts under their heading, as link cards.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-6 px-1 text-2xl font-semibold text-neutral-900 dark:text-neutral-100" />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
