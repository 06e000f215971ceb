// The home hero: banner (random post) with the technology strip, the shortcut buttons, and the
// today card lying over the recommended posts. Themes may also place the pieces one by one.
import { useMemo } from 'react'
import type { RandomPostCandidate } from '@/components/chrome/useRandomPost'
import type { HomeWidgets } from '@/lib/home/types'
import { CategoryShortcuts } from './CategoryShortcuts'
import { HeroBanner } from './HeroBanner'
import { RecommendedPosts } from './RecommendedPosts'
import { TechIconStrip } from './TechIconStrip'
import { TodayCard } from './TodayCard'

interface Props {
  home: HomeWidgets
  /** More posts the random jump may pick (e.g. the page's list); recommended ones always count. */
  pool?: readonly RandomPostCandidate[]
  className?: string
  /** Show the site's name and description in the banner (off where the frame shows them). */
  brand?: boolean
}

export function Hero({ home, pool, className, brand = true }: Props) {
  const randomPool = useMemo(() => [...home.recommended, ...(pool ?? [])], [home.recommended, pool])
  return (
    <section data-home-hero="" className={className ?? 'grid gap-4 lg:grid-cols-2'}>
      <div className="flex min-w-0 flex-col gap-4">
        <HeroBanner pool={randomPool} brand={brand}>
          <TechIconStrip pairs={home.heroIcons} />
        </HeroBanner>
        <CategoryShortcuts items={home.heroShortcuts} />
      </div>
      {home.recommended.length > 0 ? (
        <TodayCard today={home.today}>
          <RecommendedPosts posts={home.recommended} heading={false} />
        </TodayCard>
      ) : null}
    </section>
  )
}
