// Matery's Material surfaces: white cards raised on a light grey page, an indigo-violet
// gradient for the bar, bands and buttons (deep indigo in dark mode).
/** The indigo-violet of the bar, the bands and the floating buttons. */
export const GRADIENT = 'bg-linear-to-r from-[#4338ca] to-[#6d28d9] dark:from-[#1e1b4b] dark:to-[#2e1065]'

/** A raised white card. */
export const PAPER = 'rounded-lg bg-white shadow-[0_2px_10px_rgba(0,0,0,0.08)] dark:bg-neutral-900 dark:shadow-[0_2px_10px_rgba(0,0,0,0.5)]'

/** Filled with the indigo, white text on it (a deeper indigo in dark mode, where the accent is light). */
export const FILLED = 'bg-[#4f46e5] text-white hover:bg-[#6d28d9] dark:bg-[#4338ca] dark:hover:bg-[#5b21b6]'

/** A rounded indigo pill (tags). Important: a tag chip's own tint, corners and size must give way. */
export const PILL = 'rounded-full! bg-[#4f46e5]! text-white! hover:bg-[#6d28d9]! dark:bg-[#4338ca]!'

/** Material's round floating action button. */
export const FAB =
  `inline-flex h-11 w-11 items-center justify-center rounded-full ${FILLED} shadow-[0_3px_8px_rgba(0,0,0,0.3)] transition-[background-color,box-shadow] hover:shadow-[0_6px_14px_rgba(0,0,0,0.35)]`

/** The id the cover's start-reading button scrolls to. */
export const CONTENT_ID = 'matery-content'

/** The fixed bar's height, px. */
export const BAR_HEIGHT = 64
