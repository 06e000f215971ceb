// /page/N, and one category's or tag's posts: the cards under the frame's title block.
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination }: LayoutDataMap['LayoutPostList']) {
  return <PostList posts={posts} pagination={pagination} />
}
