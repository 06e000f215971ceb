// A list page's heading over a thin rule, like the rules between the entries below it.
export const PAGE_TITLE =
  'mb-8 border-b border-neutral-200 pb-4 text-2xl font-bold text-neutral-900 dark:border-neutral-800 dark:text-neutral-100'
