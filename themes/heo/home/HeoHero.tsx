// heo's hero, spanning the content and the right column on wide screens: the promo tile (random
// post, scrolling technology icons) over three gradient shortcuts on the left; on the right the
// 'today' card lying over the recommended posts' carousel (HEO_HOME_SWIPER) or their grid.
import { useMemo } from 'react'
import { CategoryShortcuts } from '@/components/home/CategoryShortcuts'
import { HeroBanner } from '@/components/home/HeroBanner'
import { RecommendedPosts } from '@/components/home/RecommendedPosts'
import { TechIconStrip } from '@/components/home/TechIconStrip'
import { TodayCard } from '@/components/home/TodayCard'
import { PostSwiper } from '@/components/sections/swiper/PostSwiper'
import type { LayoutDataMap, ListedPost } from '@/themes/contract'
import { useHeoConfig } from '../useHeoConfig'

type Home = NonNullable<LayoutDataMap['LayoutIndex']['home']>

const SHORTCUT =
  'h-16 justify-start rounded-2xl bg-gradient-to-r px-3 text-sm font-bold md:px-5 text-white shadow-sm transition hover:-translate-y-0.5 md:text-lg [&:nth-child(3n+1)]:from-[#358bff] [&:nth-child(3n+1)]:to-[#15c6ff] [&:nth-child(3n+2)]:from-[#f65] [&:nth-child(3n+2)]:to-[#ffbf37] [&:nth-child(3n)]:from-[#18e7ae] [&:nth-child(3n)]:to-[#1eebeb]'

export function HeoHero({ home, posts }: { home: Home; posts: ListedPost[] }) {
  const { HEO_HOME_SWIPER } = useHeoConfig()
  const pool = useMemo(() => [...home.recommended, ...posts], [home.recommended, posts])
  return (
    <section data-heo-hero="" className="grid gap-5 lg:h-[23.5rem] lg:grid-cols-2 lg:grid-rows-1">
      <div className="flex min-w-0 flex-col gap-4">
        <HeroBanner
          pool={pool}
          className="relative hidden min-h-0 flex-1 flex-col justify-between gap-4 overflow-hidden rounded-2xl border border-[#e3e8f7] bg-white p-6 md:flex dark:border-[#3d3d3f] dark:bg-[#1d1e22]"
        >
          <TechIconStrip pairs={home.heroIcons} />
        </HeroBanner>
        <CategoryShortcuts items={home.heroShortcuts} classNames={{ root: 'grid-cols-3 gap-3 md:gap-4', item: SHORTCUT }} />
      </div>
      {home.recommended.length > 0 ? (
        <TodayCard today={home.today} className="relative h-64 overflow-hidden rounded-2xl md:h-80 lg:h-full">
          {HEO_HOME_SWIPER ? (
            <PostSwiper posts={home.recommended} classNames={{ root: 'h-full', slide: 'rounded-2xl bg-gradient-to-br from-[#425aef] to-[#0ea5e9]' }} />
          ) : (
            <RecommendedPosts posts={home.recommended} heading={false} className="h-full overflow-y-auto rounded-2xl bg-white p-3 dark:bg-[#1d1e22]" />
          )}
        </TodayCard>
      ) : null}
    </section>
  )
}
