// The theme's surfaces, shared by its cards, sidebar and buttons: white rounded cards with a
// soft shadow on the light grey page (#1e1e1e cards on #121212 in dark mode).
export const CARD =
  'rounded-xl bg-white shadow-[0_3px_8px_6px_rgba(7,17,27,0.05)] transition-shadow duration-300 hover:shadow-[0_3px_8px_6px_rgba(7,17,27,0.09)] dark:bg-[#1e1e1e] dark:shadow-none'

/** A sidebar card's padding on top of CARD. */
export const SIDE_CARD = `${CARD} p-5`

export const CARD_HEADING = 'mb-3 flex items-center gap-2 text-base font-semibold text-neutral-800 dark:text-neutral-100'

/** Links and hovers take the accent blue. */
export const ACCENT_HOVER = 'transition-colors hover:text-(--folio-accent)'

/** The "rightside" buttons: small accent squares, orange on hover. */
export const SIDE_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-md bg-(--folio-accent) text-white shadow-md transition-colors hover:bg-[#ff7242] dark:bg-neutral-700 dark:hover:bg-[#ff7242]'

/** The id the banner's start-reading button scrolls to. */
export const CONTENT_ID = 'hexo-content'

/** The fixed top bar's height, px. */
export const BAR_HEIGHT = 60
/** The accent as text on a light ground: hexo's #49b1f5 reaches 2.3:1 on white, this blue 5.4:1. */
export const ACCENT_TEXT = 'text-[#1a6fae] dark:text-(--folio-accent)'
