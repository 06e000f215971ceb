// The "about" tab: search box, then the shared author card (avatar linking to /about, author,
// bio, social buttons) and the site statistics.
import { AnalyticsCard } from '@/components/home/AnalyticsCard'
import { SearchBox } from '@/components/search/SearchBox'
import { AuthorCard } from '@/components/sections/sidebar/AuthorCard'
import { searchBoxClass, searchInputClass } from '../search-style'

export function AboutCard() {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <SearchBox classNames={{ root: `mb-6 w-full ${searchBoxClass}`, input: searchInputClass }} />
      <AuthorCard counts={false} classNames={{ socials: 'flex gap-3 text-neutral-600 dark:text-neutral-300' }} />
      <AnalyticsCard
        classNames={{
          root: 'mt-4 w-full border-t border-neutral-100 pt-4 text-left text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400',
          title: 'mb-2 text-xs font-semibold tracking-wider text-neutral-500 uppercase dark:text-neutral-400',
        }}
      />
    </div>
  )
}
