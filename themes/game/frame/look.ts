// The portal's shared look: the white floating card with a soft shadow, and the tile's corners.
export const CARD = 'rounded-lg bg-white shadow-[0_2px_12px_rgba(0,0,0,0.08)] dark:bg-neutral-900 dark:shadow-[0_2px_12px_rgba(0,0,0,0.6)]'
export const TILE = 'rounded-lg shadow-[0_2px_8px_rgba(0,0,0,0.12)] dark:shadow-[0_2px_8px_rgba(0,0,0,0.5)]'
export const NAV_ITEM = 'flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white'
