// The starter's colours and the looks several of its parts share.

/** The brand blue, as a Tailwind arbitrary colour. */
export const BLUE = '#3758f9'

/** A section's heading: the small blue line, the bold title, the grey text. */
export const HEADING = {
  root: 'mx-auto mb-12 max-w-2xl text-center',
  eyebrow: 'mb-2 text-base font-semibold text-[#3758f9] dark:text-[#7d93ff]',
  title: 'text-3xl leading-tight font-bold text-[#111928] text-balance sm:text-4xl dark:text-white',
  text: 'mt-4 text-base leading-relaxed text-neutral-600 dark:text-neutral-400',
}

/** Blue main button, outlined second one (sections on white). */
export const BUTTONS = {
  root: 'justify-start gap-3',
  primary: 'rounded-md bg-[#3758f9] px-7 py-3 font-medium text-white transition hover:bg-[#1b44c8]',
  secondary: 'rounded-md border border-[#3758f9] px-7 py-3 font-medium text-[#3758f9] transition hover:bg-[#3758f9] hover:text-white dark:text-[#7d93ff]',
}

/** A white card with a soft shadow (dark: a raised grey). */
export const CARD = 'rounded-2xl bg-white shadow-[0_10px_40px_rgba(17,25,40,0.07)] dark:bg-neutral-900 dark:shadow-none dark:ring-1 dark:ring-neutral-800'

/** Sections alternate between white and a light blue-grey. */
export const TINTED = 'bg-[#f3f4fe] dark:bg-neutral-900/60'

/** The page's width. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6'
