// The home page: the shared home widgets (first page, GAME_HOME_WIDGETS; the side card already
// shows the brand), the grid of games, then the category tabs, hashtags and notice.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PortalShelf } from '../frame/PortalShelf'
import { GameGrid } from '../posts/GameGrid'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} />
      <GameGrid posts={posts} pagination={pagination} />
      <PortalShelf />
    </>
  )
}
