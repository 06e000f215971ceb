// The look every sidebar section shares: a small heading over a thin rule.
export const SECTION = 'border-t border-neutral-200 pt-5 first:border-t-0 first:pt-0 dark:border-neutral-800'
export const HEADING = 'mb-3 text-sm font-semibold tracking-wider text-neutral-800 uppercase dark:text-neutral-200'
export const LINK = 'text-neutral-700 hover:text-(--folio-accent) dark:text-neutral-300'
