// /page/N, and one category's or tag's cards under a 'Category:name' / 'Tags:name' heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostGrid } from '../posts/PostGrid'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-6 border-l-4 border-neutral-900 pl-4 text-2xl font-bold break-words text-neutral-900 dark:border-neutral-100 dark:text-neutral-100" />
      <PostGrid posts={posts} pagination={pagination} />
    </>
  )
}
