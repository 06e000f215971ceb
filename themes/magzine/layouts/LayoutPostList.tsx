// /page/N, and one category's or tag's posts (their heading is in the frame's band): the
// four-column grid.
import type { LayoutDataMap } from '@/themes/contract'
import { Container } from '../frame/Container'
import { PostGrid } from '../posts/PostGrid'

export function LayoutPostList({ posts, pagination }: LayoutDataMap['LayoutPostList']) {
  return (
    <Container className="py-10 sm:py-14">
      <PostGrid posts={posts} pagination={pagination} />
    </Container>
  )
}
