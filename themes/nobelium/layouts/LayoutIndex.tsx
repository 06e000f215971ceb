// The home page: the announcement centred above the list (nobelium's notice), the shared home
// widgets (off by default: NOBELIUM_HOME_WIDGETS), the posts, and under them the latest
// comments where the comment backend publishes them (NOBELIUM_RECENT_COMMENTS).
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import { RecentComments } from '@/components/sections/recent-comments/RecentComments'
import { Announcement } from '@/components/widgets/Announcement'
import type { LayoutDataMap } from '@/themes/contract'
import { MUTED } from '../frame/look'
import { PostRows } from '../posts/PostRows'
import { useNobeliumConfig } from '../useNobeliumConfig'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const { NOBELIUM_RECENT_COMMENTS } = useNobeliumConfig()
  return (
    <>
      <Announcement classNames={{ root: 'mb-16 text-center', title: 'sr-only', body: 'text-center! [&_a]:underline [&_a]:underline-offset-4' }} />
      <HomeWidgets home={home} pagination={pagination} posts={posts} heroBrand={false} classNames={{ root: 'mb-12 gap-6' }} />
      <PostRows posts={posts} pagination={pagination} />
      <RecentComments
        enabled={NOBELIUM_RECENT_COMMENTS}
        classNames={{
          root: 'mt-16 border-t border-neutral-200 pt-8 dark:border-neutral-800',
          heading: 'mb-4 text-sm font-semibold tracking-wide text-neutral-900 uppercase dark:text-neutral-100',
          list: 'space-y-3',
          item: `text-sm ${MUTED} [&_a:hover]:text-black dark:[&_a:hover]:text-white`,
          author: 'font-medium text-neutral-800 dark:text-neutral-200',
        }}
      />
    </>
  )
}
