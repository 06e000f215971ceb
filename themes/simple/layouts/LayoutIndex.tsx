// The home page: the shared home widgets (first page, SIMPLE_HOME_WIDGETS), then the posts.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PostEntries } from '../posts/PostEntries'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} />
      <PostEntries posts={posts} pagination={pagination} />
    </>
  )
}
