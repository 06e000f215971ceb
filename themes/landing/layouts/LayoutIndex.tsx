// The home page: the shared home widgets (first page, LANDING_HOME_WIDGETS), then the posts.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
