// The home page: the site's announcement, then the directory of every post as link cards
// grouped by category (the top bar's box filters it). The paged list lives on /page/N.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import { Announcement } from '@/components/widgets/Announcement'
import type { LayoutDataMap } from '@/themes/contract'
import { Directory } from '../directory/Directory'
import { useNavConfig } from '../useNavConfig'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  const { NAV_HOME_NOTICE } = useNavConfig()
  return (
    <>
      {NAV_HOME_NOTICE && (
        <Announcement
          classNames={{
            root: 'mb-10 px-1',
            title: 'sr-only',
            body: 'text-base font-medium text-neutral-800 dark:text-neutral-200 [&_a]:underline',
          }}
        />
      )}
      <HomeWidgets home={home} pagination={pagination} posts={posts} hero={false} heroBrand={false} />
      <Directory />
    </>
  )
}
