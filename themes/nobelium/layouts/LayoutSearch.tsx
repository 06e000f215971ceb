// The search page in the column: the shared search (box, results or the categories and tags to
// browse) with nobelium's quiet box and lists.
import { SearchPage } from '@/components/sections/SearchPage'
import type { LayoutDataMap } from '@/themes/contract'
import { MUTED } from '../frame/look'

export function LayoutSearch(props: LayoutDataMap['LayoutSearch']) {
  return (
    <SearchPage
      {...props}
      classNames={{
        box: 'mb-10 gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-2.5 dark:border-neutral-700 dark:bg-neutral-800/60',
        input: 'text-[15px] placeholder:text-neutral-400',
        browse: 'gap-10 sm:grid-cols-2',
        heading: 'mb-4 text-sm font-semibold tracking-wide text-black uppercase dark:text-white',
        tags: 'gap-2',
      }}
      categoryList={{
        root: 'space-y-1.5',
        item: 'gap-2 text-neutral-700 hover:text-black dark:text-neutral-300 dark:hover:text-white',
        count: `text-xs ${MUTED}`,
      }}
    />
  )
}
