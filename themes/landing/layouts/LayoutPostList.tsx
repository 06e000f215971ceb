// /page/N, and one category's or tag's posts under their heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-10 text-3xl font-extrabold tracking-tight text-neutral-900 dark:text-white" />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
