// The home page: the shared home widgets (off by default, MOVIE_HOME_WIDGETS; the bar already
// shows the site's name), then the wall of posters.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PosterWall } from '../posts/PosterWall'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} />
      <PosterWall posts={posts} pagination={pagination} />
    </>
  )
}
