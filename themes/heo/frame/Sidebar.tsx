// heo's right column: the info card, the latest posts, the site's statistics, the most read
// posts (Folio's counter on) and, beside an article, the reading meter over its contents card,
// both staying in view while reading.
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { ReadingMeter } from '@/components/sections/article/ReadingMeter'
import { TocCard } from '@/components/sections/TocCard'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import type { FramePage } from '@/themes/contract'
import { InfoCard } from './InfoCard'

export const CARD =
  'rounded-2xl border border-[#e3e8f7] bg-white p-5 shadow-sm dark:border-[#3d3d3f] dark:bg-[#1d1e22]'

export function Sidebar({ page }: { page: FramePage }) {
  return (
    <aside data-heo-sidebar="" className="hidden w-72 shrink-0 flex-col gap-5 lg:flex">
      <InfoCard />
      <LatestPosts
        thumbnails
        dates
        classNames={{
          root: CARD,
          heading: 'mb-3 font-semibold',
          list: 'flex flex-col gap-3',
          item: 'flex items-center gap-3',
          thumb: 'h-12 w-16 rounded-lg object-cover',
          title: 'line-clamp-2 text-sm font-medium hover:text-[var(--folio-accent)]',
          date: 'text-xs text-neutral-500 dark:text-neutral-400',
        }}
      />
      <AnalyticsCard classNames={{ root: `${CARD} text-sm`, title: 'mb-3 font-semibold' }} />
      <PopularPosts
        classNames={{
          root: CARD,
          heading: 'mb-3 font-semibold',
          list: 'flex flex-col gap-3',
          title: 'line-clamp-2 text-sm font-medium hover:text-[var(--folio-accent)]',
          views: 'text-xs text-neutral-500 dark:text-neutral-400',
        }}
      />
      {page.article ? (
        <div className="sticky top-4 flex flex-col gap-3">
          <ReadingMeter
            classNames={{
              root: 'h-5 rounded-full bg-[#e3e8f7] dark:bg-[#2a2b30]',
              label: 'text-[11px] font-semibold text-[#363636] dark:text-white',
              labelOnBar: 'text-[11px] font-semibold text-white',
            }}
          />
          <TocCard
            page={page}
            classNames={{
              root: `${CARD} max-h-[calc(100vh-5rem)] overflow-y-auto`,
              title: 'mb-3 font-semibold',
              item: 'block rounded-md px-2 py-1 text-sm text-neutral-600 hover:bg-[#f0f3fd] dark:text-neutral-300 dark:hover:bg-[#2a2b30]',
              active: 'bg-[var(--folio-accent)] font-medium text-white dark:text-neutral-900',
            }}
          />
        </div>
      ) : null}
    </aside>
  )
}
