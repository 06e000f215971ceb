// Search in medium's look: the shared search page (box, results or the lists to browse) with
// the theme's box (the right panel's is hidden below xl), list and heading styles.
import { SearchPage } from '@/components/sections/SearchPage'
import type { LayoutDataMap } from '@/themes/contract'
import { HEADING } from '../posts/PageHeading'
import { categoryListClassNames } from '../posts/taxonomy-style'
import { searchBoxClass, searchInputClass } from '../search-style'

export function LayoutSearch(props: LayoutDataMap['LayoutSearch']) {
  return (
    <SearchPage
      {...props}
      classNames={{
        box: `mb-8 ${searchBoxClass}`,
        input: searchInputClass,
        browse: 'gap-10',
        heading: HEADING.h2,
        noResults: 'py-16 text-center text-neutral-500 dark:text-neutral-400',
      }}
      categoryList={categoryListClassNames}
    />
  )
}
