// /page/N, and one category's or tag's posts under their 'Category:name' / 'Tags:name' heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'
import { PAGE_TITLE } from './page-title'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className={PAGE_TITLE} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
