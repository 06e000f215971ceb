// The home page: the shared home widgets on the first page (FUKASAWA_HOME_WIDGETS; the sidebar
// already shows the site's name), then the masonry of cards.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { SHEET } from '../frame/look'
import { PostGrid } from '../posts/PostGrid'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} classNames={{ root: 'mb-6 gap-6', notice: `${SHEET} px-4 py-3` }} />
      <PostGrid posts={posts} pagination={pagination} />
    </>
  )
}
