// Paged lists (/page/N, no filter), and one category's or tag's posts under their heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { HEADING } from '../posts/PageHeading'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className={HEADING.h1} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
