// The look of category lists (index and search pages) in this theme.
import type { ClassNames } from '@/components/kit/class-names'
import type { CategoryListPart } from '@/components/taxonomy/CategoryList'

export const categoryListClassNames: ClassNames<CategoryListPart> = {
  root: 'divide-y divide-neutral-100 border-y border-neutral-100 dark:divide-neutral-800 dark:border-neutral-800',
  item: 'gap-4 px-1 py-3 text-neutral-800 hover:text-neutral-950 hover:underline dark:text-neutral-200 dark:hover:text-white',
  count: 'rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400',
}
