// /page/N, and one category's or tag's posts (their heading is in the frame's band): the card grid.
import type { LayoutDataMap } from '@/themes/contract'
import { CONTAINER } from '../look'
import { PostGrid } from '../posts/PostGrid'

export function LayoutPostList({ posts, pagination }: LayoutDataMap['LayoutPostList']) {
  return (
    <div className={`${CONTAINER} py-14 sm:py-20`}>
      <PostGrid posts={posts} pagination={pagination} />
    </div>
  )
}
