// The look of category lists (index and search pages) in this theme.
export const categoryListClasses = {
  className:
    'divide-y divide-neutral-100 border-y border-neutral-100 dark:divide-neutral-800 dark:border-neutral-800',
  itemClassName:
    'flex items-center justify-between gap-4 px-1 py-3 text-neutral-800 hover:text-neutral-950 hover:underline dark:text-neutral-200 dark:hover:text-white',
  countClassName:
    'rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400',
}
