// The first home page under the banner: the shared home widgets (notice bar and hero, with
// HEXO_HOME_WIDGETS), then the post cards.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { CARD } from '../frame/look'
import { PostList } from '../posts/PostList'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} classNames={{ root: 'mb-5 gap-5', notice: `${CARD} px-4 py-3` }} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
