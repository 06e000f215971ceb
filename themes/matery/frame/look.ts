// Matery's Material surfaces: white cards raised on a light grey page, an indigo-violet
// gradient for the bar, bands and buttons (deep indigo in dark mode).
/** The indigo-violet of the bar, the bands and the floating buttons. */
export const GRADIENT = 'bg-linear-to-r from-[#4338ca] to-[#6d28d9] dark:from-[#1e1b4b] dark:to-[#2e1065]'

/** A raised white card. */
export const PAPER = 'rounded-lg bg-white shadow-[0_2px_10px_rgba(0,0,0,0.08)] dark:bg-neutral-900 dark:shadow-[0_2px_10px_rgba(0,0,0,0.5)]'

/** Material's round floating action button. */
export const FAB =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-(--folio-accent) text-white shadow-[0_3px_8px_rgba(0,0,0,0.3)] transition-[background-color,box-shadow] hover:bg-[#6d28d9] hover:shadow-[0_6px_14px_rgba(0,0,0,0.35)] dark:bg-indigo-700 dark:hover:bg-violet-700'

/** A rounded pill in the accent colour (tags, chips). */
export const PILL = 'rounded-full bg-(--folio-accent) px-2.5 py-0.5 text-xs text-white hover:bg-[#6d28d9]'

/** The id the cover's start-reading button scrolls to. */
export const CONTENT_ID = 'matery-content'

/** The fixed bar's height, px. */
export const BAR_HEIGHT = 64
