// Home (/): on the first page the shared home widgets (notice bar, hero: EXAMPLE_HOME_WIDGETS),
// then the newest posts. The band already shows the site's title and description, so the
// hero leaves them out. The widgets come ready-made from the kit; a theme decides where they go.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PostRows } from '../posts/PostRows'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} classNames={{ hero: 'grid gap-4' }} />
      <PostRows posts={posts} pagination={pagination} />
    </>
  )
}
