// /page/N, and one category's or tag's posts under their heading card.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { CARD } from '../frame/look'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className={`${CARD} mb-5 px-6 py-5 text-2xl font-semibold text-neutral-800 dark:text-neutral-100`} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
