// /page/N, and one category's or tag's posts under their heading: the same wall of posters.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PosterWall } from '../posts/PosterWall'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-10 text-3xl font-black tracking-tight text-black dark:text-white" />
      <PosterWall posts={posts} pagination={pagination} />
    </>
  )
}
