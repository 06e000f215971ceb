// Search: an underlined field like a line to write on, then the results (the shared search
// page) or, with no keyword yet, the categories in the index look and the tags.
import { cx } from '@/components/kit/class-names'
import { SearchPage } from '@/components/sections/SearchPage'
import type { LayoutDataMap } from '@/themes/contract'
import { INK, MUTED } from '../frame/look'
import { CATEGORY_LIST } from './taxonomy-look'

export function LayoutSearch(props: LayoutDataMap['LayoutSearch']) {
  return (
    <SearchPage
      {...props}
      categoryList={CATEGORY_LIST}
      classNames={{
        box: cx('mb-12 gap-2 border-b-2 border-current px-1 py-2', INK),
        input: 'bg-transparent text-lg outline-none placeholder:text-current/40',
        browse: 'gap-12 sm:grid-cols-2',
        heading: cx('mb-4 text-xs font-semibold tracking-[0.2em] uppercase', MUTED),
        tags: 'gap-2',
        noResults: cx('py-16 text-center', MUTED),
      }}
    />
  )
}
