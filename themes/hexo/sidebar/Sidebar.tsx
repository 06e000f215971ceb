// The right column (under the content on phones): on articles the contents card first, then
// the owner's card, the announcement, the latest posts, the most read posts (Folio's counter
// on), categories, tags and the statistics.
// Beside an article with contents the column sticks under the top bar while reading.
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { Folder, Tag } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { AuthorCard } from '@/components/sections/sidebar/AuthorCard'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { TocCard, sideTocOf } from '@/components/sections/TocCard'
import { useSite } from '@/components/site/SiteContext'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { Announcement } from '@/components/widgets/Announcement'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { ACCENT_HOVER, BAR_HEIGHT, CARD_HEADING, SIDE_CARD } from '../frame/look'
import { SideCard } from './SideCard'

export function Sidebar({ page }: { page: FramePage }) {
  const { t } = useT()
  const { categories, tags } = useSite()
  const sticky = sideTocOf(page) !== null
  return (
    <aside data-hexo-sidebar="" className="w-full shrink-0 lg:w-72 xl:w-80">
      <div className={cx('flex flex-col gap-5', sticky && 'lg:sticky lg:top-20')}>
        <TocCard
          page={page}
          headerOffset={BAR_HEIGHT + 20}
          classNames={{
            root: `${SIDE_CARD} hidden max-h-[calc(100vh-7rem)] overflow-y-auto lg:block`,
            title: CARD_HEADING,
            // The entries' indent is the TOC's own padding; text-indent keeps clear of the marker.
            item: `rounded indent-2 text-neutral-600 dark:text-neutral-300 ${ACCENT_HOVER}`,
            active: 'rounded bg-[#327ca7] indent-2 text-white',
          }}
        />
        <AuthorCard
          classNames={{
            root: `${SIDE_CARD} gap-3`,
            avatar: 'h-28 w-28 rounded-full transition-transform duration-500 hover:rotate-[360deg]',
            name: 'text-xl font-semibold text-neutral-800 dark:text-neutral-100',
            bio: 'text-sm text-neutral-500 dark:text-neutral-400',
            counts: 'w-full gap-2 py-1 text-sm',
            count: ACCENT_HOVER,
            countValue: 'text-xl font-semibold text-neutral-800 tabular-nums dark:text-neutral-100',
            socials: 'flex flex-wrap justify-center gap-4 text-neutral-600 dark:text-neutral-300',
            social: ACCENT_HOVER,
          }}
        />
        <Announcement classNames={{ root: SIDE_CARD, title: CARD_HEADING, body: 'text-sm' }} />
        <LatestPosts
          thumbnails
          dates
          classNames={{
            root: SIDE_CARD,
            heading: CARD_HEADING,
            list: 'space-y-3',
            thumb: 'h-14 w-14 rounded-md',
            title: `line-clamp-2 text-sm text-neutral-700 dark:text-neutral-200 ${ACCENT_HOVER}`,
          }}
        />
        <PopularPosts
          classNames={{
            root: SIDE_CARD,
            heading: CARD_HEADING,
            list: 'space-y-3',
            title: `line-clamp-2 text-sm text-neutral-700 dark:text-neutral-200 ${ACCENT_HOVER}`,
            views: 'text-xs text-neutral-500 dark:text-neutral-400',
          }}
        />
        {categories.length > 0 && (
          <SideCard title={t.category.title} icon={<Folder className="h-4 w-4" />}>
            <CategoryList classNames={{ item: `gap-2 rounded-md px-2 py-1 text-sm hover:bg-(--folio-accent)/10 ${ACCENT_HOVER}` }} />
          </SideCard>
        )}
        {tags.length > 0 && (
          <SideCard title={t.tag.title} icon={<Tag className="h-4 w-4" />}>
            <TagCloud classNames={{ root: 'gap-2' }} />
          </SideCard>
        )}
        <AnalyticsCard classNames={{ root: `${SIDE_CARD} text-sm`, title: CARD_HEADING }} />
      </div>
    </aside>
  )
}
