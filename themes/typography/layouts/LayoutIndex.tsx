// The home page: on the first page (TYPOGRAPHY_HOME_WIDGETS) the notice bar and the recommended
// posts as a short list; no hero, the page stays text first. Then the posts.
import { cx } from '@/components/kit/class-names'
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { INK } from '../frame/look'
import { RecommendedList } from '../home/RecommendedList'
import { PostList } from '../posts/PostList'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets
        home={home}
        pagination={pagination}
        posts={posts}
        hero={false}
        classNames={{ root: 'mb-14 gap-8', notice: cx('gap-x-3 gap-y-1 border-y border-current/20 px-1 py-2 text-sm', INK) }}
      >
        {home && <RecommendedList posts={home.recommended} />}
      </HomeWidgets>
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
