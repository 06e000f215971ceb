// /page/N, and one category's or tag's posts under a plain 'Category:name' / 'Tags:name' heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostRows } from '../posts/PostRows'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-8 text-2xl font-bold text-black dark:text-white" />
      <PostRows posts={posts} pagination={pagination} />
    </>
  )
}
