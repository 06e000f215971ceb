// Paged lists: /page/N, /category/X and /tag/X. The band shows 'Category:X' / 'Tags:X' (the
// page's heading, decided by the kit).
import type { LayoutDataMap } from '@/themes/contract'
import { PostRows } from '../posts/PostRows'

export function LayoutPostList({ posts, pagination }: LayoutDataMap['LayoutPostList']) {
  return <PostRows posts={posts} pagination={pagination} />
}
