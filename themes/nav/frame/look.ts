// The nav theme's recurring looks: the white rounded panels of the sidebar and the cards.
export const PANEL = 'rounded-2xl bg-white shadow-[0_1px_3px_rgba(0,0,0,0.06)] dark:bg-[#1b1d22] dark:shadow-none'

/** The frame's left column on wide screens; the content keeps clear of it. */
export const SIDEBAR_WIDTH = 'lg:w-60'
export const BESIDE_SIDEBAR = 'lg:pl-60'

export const PILL = 'rounded-full bg-neutral-100 dark:bg-neutral-800'
