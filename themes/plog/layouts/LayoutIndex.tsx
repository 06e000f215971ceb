// The home page: the photo grid from the first pixel (the shared notice bar and hero only when
// PLOG_HOME_WIDGETS is turned on; the bottom bar already shows the site's title).
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PostGrid } from '../posts/PostGrid'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} />
      <PostGrid posts={posts} pagination={pagination} />
    </>
  )
}
