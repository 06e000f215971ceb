// The boxes every page shows on the right: categories with counts, the latest posts, the
// announcement (the workspace's Notice row, absent when there is none) and the site
// statistics (with EXAMPLE_HOME_WIDGETS).
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { Announcement } from '@/components/widgets/Announcement'
import { useT } from '@/lib/i18n/react'
import { useExampleConfig } from '../useExampleConfig'
import { SidebarBox, boxClass, boxTitleClass } from './SidebarBox'

export function Sidebar() {
  const { t } = useT()
  const { latestPosts } = useSite()
  const { EXAMPLE_SIDEBAR_LATEST_POSTS, EXAMPLE_HOME_WIDGETS } = useExampleConfig()
  return (
    <>
      <SidebarBox title={t.category.title}>
        <CategoryList
          classNames={{
            root: 'space-y-1',
            item: 'flex justify-between gap-2 hover:underline',
            count: 'text-gray-400',
          }}
        />
      </SidebarBox>
      {EXAMPLE_SIDEBAR_LATEST_POSTS && latestPosts.length > 0 ? (
        <SidebarBox title={t.list.latest}>
          <ul className="space-y-1">
            {latestPosts.map((post) => (
              <li key={post.id}>
                <SiteLink href={post.href} className="hover:underline">
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </SidebarBox>
      ) : null}
      {/* Kit pieces take class props, so the announcement can wear the same box style. The
          body's `!` beats styles/notion.css, which resets the Notion body's padding and size. */}
      <Announcement
        classNames={{
          root: boxClass,
          title: `${boxTitleClass} flex items-center gap-2 font-normal`,
          body: 'px-4! py-3! text-sm!',
        }}
      />
      {EXAMPLE_HOME_WIDGETS ? (
        // The card brings its own heading; dressed as a box (its list padded like a box body).
        <AnalyticsCard
          classNames={{ root: `${boxClass} [&>dl]:px-4 [&>dl]:py-2`, title: boxTitleClass }}
        />
      ) : null}
    </>
  )
}
