// Class strings the landing frame and pages share: the page's width, and the two button looks
// (the blue main one and the near-black one) used by the header, the hero and the sections.
export const WIDTH = 'mx-auto w-full max-w-6xl px-5 sm:px-8'

export const BLUE_BUTTON =
  'rounded-lg bg-blue-600 px-7 py-3 font-semibold text-white shadow-lg shadow-blue-600/20 transition hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600'

export const DARK_BUTTON =
  'rounded-lg bg-neutral-900 px-7 py-3 font-semibold text-white shadow-lg shadow-neutral-900/20 transition hover:bg-neutral-700 dark:bg-white dark:text-neutral-900 dark:hover:bg-neutral-200'

export const ICON_BUTTON = 'rounded-full p-2 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white'
