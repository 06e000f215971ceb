// The contents list's look in the right panel and the phone's TOC panel.
export const tocClasses = {
  className: 'text-sm leading-6',
  itemClassName:
    'text-neutral-600 hover:text-neutral-950 dark:text-neutral-400 dark:hover:text-white',
  activeClassName: 'font-semibold text-red-600 dark:text-red-400',
  /** The sticky top bar's height plus a little air: jumps land below it. */
  headerOffset: 72,
}
