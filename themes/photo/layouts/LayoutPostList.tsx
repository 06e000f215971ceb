// /page/N, and one category's or tag's photos under their heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PhotoGallery } from '../posts/PhotoGallery'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-10 text-center text-2xl font-light tracking-wide text-neutral-900 dark:text-neutral-100" />
      <PhotoGallery posts={posts} pagination={pagination} />
    </>
  )
}
