// The commerce look in one place: white panels on the light grey page, the red rule under a
// box's heading, the solid buttons.
export const PANEL = 'rounded-sm border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900'

export const BOX_HEADING =
  'border-b-2 border-[var(--folio-accent)] pb-3 text-lg font-bold text-neutral-900 dark:text-white'

export const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-sm bg-[var(--folio-accent-fill)] px-4 py-2 text-sm font-semibold text-white hover:opacity-90'

export const OUTLINE_BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-sm border border-neutral-300 px-4 py-2 text-sm font-semibold text-neutral-800 hover:border-[var(--folio-accent)] hover:text-[var(--folio-accent)] dark:border-neutral-600 dark:text-neutral-100'
