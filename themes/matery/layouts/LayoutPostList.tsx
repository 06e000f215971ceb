// /page/N and one category's or tag's posts: the band above shows 'Category:name' /
// 'Tags:name'; the cards rise over its edge.
import type { LayoutDataMap } from '@/themes/contract'
import { PostGrid } from '../posts/PostGrid'

export function LayoutPostList({ posts, pagination }: LayoutDataMap['LayoutPostList']) {
  return <PostGrid posts={posts} pagination={pagination} />
}
