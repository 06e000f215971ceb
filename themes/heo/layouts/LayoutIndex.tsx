// The home page: the notice bar and the hero (first page, HEO_HOME_WIDGETS) across both
// columns on wide screens, then the category bar and the cards.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { HeoHero } from '../home/HeoHero'
import { PostList } from '../posts/PostList'
import { TopCategoryBar } from '../posts/TopCategoryBar'

// The widgets reach over the right column (w-72 + the gap); the column starts below them.
const WIDE = 'mb-5 gap-5 lg:mr-[-19.25rem]'

export function LayoutIndex(props: LayoutDataMap['LayoutIndex']) {
  const { posts, pagination, home } = props
  return (
    <>
      <HomeWidgets
        {...props}
        hero={false}
        classNames={{
          root: WIDE,
          notice: 'gap-x-3 gap-y-1 rounded-xl border border-[#e3e8f7] bg-white px-5 py-2.5 text-sm font-semibold lg:h-12 lg:flex-nowrap lg:overflow-hidden dark:border-[#3d3d3f] dark:bg-[#1d1e22]',
        }}
      >
        {home ? <HeoHero home={home} posts={posts} /> : null}
      </HomeWidgets>
      <TopCategoryBar />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
