// The home list. On the first page the shared home widgets (notice bar, hero with the
// recommended posts) sit above the posts unless MEDIUM_HOME_WIDGETS is off; with
// MEDIUM_HOME_LOADING_COVER the page opens behind the welcome cover.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'
import { useMediumConfig } from '../useMediumConfig'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const { MEDIUM_HOME_LOADING_COVER } = useMediumConfig()
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} welcome={MEDIUM_HOME_LOADING_COVER} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
