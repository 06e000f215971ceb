// The home page: the shared home widgets (notice bar and hero, first page, NEXT_HOME_WIDGETS)
// in white boxes, then the post boxes. The brand block already shows the site's title.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { CARD } from '../frame/look'
import { PostList } from '../posts/PostList'

const WIDGETS_LOOK = { root: 'mb-4 gap-4', notice: `${CARD} px-4 py-3 text-sm`, hero: `${CARD} p-4 sm:p-6` }

export function LayoutIndex(props: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets {...props} heroBrand={false} classNames={WIDGETS_LOOK} />
      <PostList posts={props.posts} pagination={props.pagination} />
    </>
  )
}
