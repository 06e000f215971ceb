// /page/N, and one category's or tag's posts under a white heading box.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { CARD } from '../frame/look'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className={`${CARD} mb-4 px-5 py-5 text-center text-2xl font-normal text-[#222] sm:px-10 dark:text-neutral-100`} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
