// nobelium's few shared looks: one narrow column, grey secondary text, quiet icon buttons.
/** The column every page's content sits in (about 600 px of text). */
export const COLUMN = 'mx-auto w-full max-w-2xl px-4'

/** Secondary text: dates, excerpts, meta lines. */
export const MUTED = 'text-neutral-500 dark:text-neutral-400'

/** The top bar's icon buttons and the floating buttons' faces. */
export const ICON_BUTTON =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white'

/** A top-bar button with a short word beside its icon (the feed); the caller sets its display. */
export const TEXT_BUTTON =
  'h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white'

/** The top bar's height, px: headings reached from the contents land below it. */
export const BAR_HEIGHT = 64
