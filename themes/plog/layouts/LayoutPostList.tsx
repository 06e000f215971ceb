// /page/N, and one category's or tag's posts: the same grid under a quiet heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostGrid } from '../posts/PostGrid'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="px-5 pt-10 pb-6 text-2xl font-light tracking-wide sm:px-8" />
      <PostGrid posts={posts} pagination={pagination} />
    </>
  )
}
