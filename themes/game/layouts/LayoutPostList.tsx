// /page/N, and one category's or tag's games under their heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PortalShelf } from '../frame/PortalShelf'
import { GameGrid } from '../posts/GameGrid'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} className="mb-4 px-1 text-xl font-bold text-neutral-900 dark:text-neutral-100" />
      <GameGrid posts={posts} pagination={pagination} />
      <PortalShelf />
    </>
  )
}
