// fukasawa's surfaces: square white sheets with a faint shadow on a light grey page (near-black
// sheets on black in dark mode), small grey sidebar type, and the Anders Norén teal as accent.
export const SHEET = 'bg-white shadow-[0_1px_3px_rgba(0,0,0,0.07)] dark:bg-[#1c1c1c] dark:shadow-none'

/** The fixed sidebar's width on wide screens; the content leaves as much room. */
export const SIDEBAR_WIDTH = 'w-80'
export const BESIDE_SIDEBAR = 'lg:pl-80'

/** Sidebar headings: small capitals over the block. */
export const SIDE_HEADING = 'mb-3 text-xs font-semibold tracking-[0.15em] text-neutral-500 uppercase dark:text-neutral-400'

export const MUTED_LINK = 'text-neutral-500 transition-colors hover:text-(--folio-accent) dark:text-neutral-400'

/** Small square buttons floating over the page (the display, inline-flex, is the button's own). */
export const FLOAT_BUTTON =
  'h-10 w-10 items-center justify-center bg-white text-neutral-700 shadow-md transition-colors hover:text-(--folio-accent) dark:bg-[#262626] dark:text-neutral-200'
