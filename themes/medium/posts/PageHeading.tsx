// The look of a list or index page's heading (h2 for a section inside one).
export const HEADING = {
  h1: 'mt-2 mb-6 text-2xl font-bold text-neutral-900 md:text-3xl dark:text-neutral-100',
  h2: 'mt-2 mb-6 text-xl font-bold text-neutral-900 dark:text-neutral-100',
} as const
