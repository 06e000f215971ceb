// The right column: the announcement, an ad (only when ads are configured), the latest posts,
// the most read posts (Folio's counter on), categories, tags and, beside an article, its contents, last so it can stick while the
// reader scrolls.
import { TocCard } from '@/components/sections/TocCard'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { useT } from '@/lib/i18n/react'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { Announcement } from '@/components/widgets/Announcement'
import { AdPlacement } from '@/components/widgets/AdPlacement'
import { PopularPosts } from '@/components/widgets/PopularPosts'
import type { FramePage } from '@/themes/contract'
import { HEADING, LINK, SECTION } from './sidebar-style'

export function Sidebar({ page }: { page: FramePage }) {
  const { t } = useT()
  return (
    <aside data-simple="sidebar" className="flex w-full flex-col gap-8 text-sm md:w-72 md:shrink-0 md:border-l md:border-neutral-200 md:pl-10 lg:w-80 dark:md:border-neutral-800">
      <Announcement classNames={{ root: SECTION, title: `${HEADING} flex items-center gap-2`, body: 'text-sm!' }} />
      <AdPlacement kind="sidebar" className={SECTION} />
      <LatestPosts classNames={{ root: SECTION, heading: HEADING, list: 'space-y-2', title: `line-clamp-2 ${LINK}` }} />
      <PopularPosts classNames={{ root: SECTION, heading: HEADING, list: 'space-y-2', title: `line-clamp-2 ${LINK}`, views: 'text-xs text-neutral-500 dark:text-neutral-400' }} />
      <section className={SECTION}>
        <h2 className={HEADING}>{t.category.title}</h2>
        <CategoryList classNames={{ root: 'space-y-1', item: `gap-2 py-0.5 ${LINK}`, count: 'text-xs text-neutral-500 dark:text-neutral-400' }} />
      </section>
      <section className={SECTION}>
        <h2 className={HEADING}>{t.tag.title}</h2>
        <TagCloud classNames={{ root: 'gap-2' }} />
      </section>
      <TocCard
        page={page}
        headerOffset={16}
        classNames={{
          root: `${SECTION} sticky top-4 hidden max-h-[calc(100vh-2rem)] overflow-y-auto md:block`,
          title: HEADING,
          item: 'text-neutral-600 hover:text-(--folio-accent) dark:text-neutral-400',
          active: 'font-semibold text-(--folio-accent) underline decoration-2 underline-offset-4',
        }}
      />
    </aside>
  )
}
