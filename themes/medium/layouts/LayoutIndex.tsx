import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PostList } from '../posts/PostList'

export function LayoutIndex({ posts, pagination }: LayoutDataMap['LayoutIndex']) {
  return (
    <MediumFrame>
      <PostList posts={posts} pagination={pagination} />
    </MediumFrame>
  )
}
