// The first home page under the cover: the shared home widgets (notice bar and hero,
// MATERY_HOME_WIDGETS; the cover shows the site's title already), then the cards.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PAPER } from '../frame/look'
import { PostGrid } from '../posts/PostGrid'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} classNames={{ root: 'mb-8 gap-6', notice: `${PAPER} px-4 py-3` }} />
      <PostGrid posts={posts} pagination={pagination} />
    </>
  )
}
