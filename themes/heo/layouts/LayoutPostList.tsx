// /page/N, and one category's or tag's posts: the category bar, the heading, the cards.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'
import { TopCategoryBar } from '../posts/TopCategoryBar'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <TopCategoryBar />
      <ListTitle filter={filter} className="mb-5 text-2xl font-bold" />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
