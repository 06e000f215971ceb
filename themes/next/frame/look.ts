// NexT's surfaces: white boxes with a faint paper shadow on a light grey page, near-black for
// the brand block and the buttons, small grey headings in the side columns.
export const CARD =
  'rounded-md bg-white shadow-[0_2px_2px_0_rgba(0,0,0,0.12),0_3px_1px_-2px_rgba(0,0,0,0.06),0_1px_5px_0_rgba(0,0,0,0.12)] dark:bg-[#232323] dark:shadow-none'

/** The small grey heading of a side widget. */
export const WIDGET_HEADING = 'text-sm text-[#555] dark:text-neutral-300'

/** Grey text links that turn the accent colour on hover. */
export const QUIET_LINK = 'text-[#555] transition-colors hover:text-(--folio-accent) dark:text-neutral-300'

/** NexT's dark square button (read more, reward, the floating buttons). */
export const DARK_BUTTON =
  'bg-[#222] text-white transition-colors hover:bg-[#444] dark:bg-neutral-700 dark:hover:bg-neutral-600'

/** The floating buttons at the bottom right. */
export const FLOATING_BUTTON = `${DARK_BUTTON} inline-flex h-9 w-9 items-center justify-center rounded-sm shadow-md`

/** Height of the phones' sticky brand bar, px: jumps to a heading land below it. */
export const BAR_HEIGHT = 56
