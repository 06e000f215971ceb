// The boxes on the right of every page: on articles the table of contents (a sticky card at
// the foot, when the post has more than one heading), categories with counts, the latest
// posts, the announcement (the workspace's Notice row, absent when there is none) and the site
// statistics (with EXAMPLE_HOME_WIDGETS).
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { TocCard } from '@/components/sections/TocCard'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { Announcement } from '@/components/widgets/Announcement'
import { useT } from '@/lib/i18n/react'
import type { FramePage } from '@/themes/contract'
import { useExampleConfig } from '../useExampleConfig'
import { SidebarBox, boxClass, boxTitleClass } from './SidebarBox'

export function Sidebar({ page }: { page: FramePage }) {
  const { t } = useT()
  const { EXAMPLE_SIDEBAR_LATEST_POSTS, EXAMPLE_HOME_WIDGETS } = useExampleConfig()
  return (
    <aside className="flex w-full shrink-0 flex-col gap-6 lg:w-64">
      <SidebarBox title={t.category.title}>
        <CategoryList classNames={{ root: 'space-y-1', item: 'flex justify-between gap-2 hover:underline', count: 'text-gray-500 dark:text-neutral-400' }} />
      </SidebarBox>
      {EXAMPLE_SIDEBAR_LATEST_POSTS ? (
        <LatestPosts classNames={{ root: boxClass, heading: boxTitleClass, list: 'space-y-1 px-4 py-3', title: 'hover:underline' }} />
      ) : null}
      {/* Kit pieces take classNames per part, so the announcement can wear the same box style.
          The body's `!` beats styles/notion.css, which resets the Notion body's padding and size. */}
      <Announcement classNames={{ root: boxClass, title: `${boxTitleClass} flex items-center gap-2 font-normal`, body: 'px-4! py-3! text-sm!' }} />
      {EXAMPLE_HOME_WIDGETS ? (
        <AnalyticsCard classNames={{ root: `${boxClass} [&>dl]:px-4 [&>dl]:py-2`, title: boxTitleClass }} />
      ) : null}
      {/* `order-last` keeps the contents under the other boxes, where it can stick while reading. */}
      <TocCard
        page={page}
        headerOffset={16}
        classNames={{
          root: `sticky top-4 order-last hidden max-h-[calc(100vh-2rem)] overflow-y-auto lg:block ${boxClass}`,
          title: `${boxTitleClass} mb-0 font-normal`,
          list: 'px-4 py-3',
          item: 'text-gray-600 hover:text-gray-900 dark:text-neutral-400 dark:hover:text-white',
          active: 'text-red-600 underline dark:text-red-500',
        }}
      />
    </aside>
  )
}
