// The product grid's columns, the same on the home's groups and the lists.
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3'

export const PAGER = {
  pagination: 'mt-10 flex-wrap justify-center gap-2 text-sm',
  paginationLink: 'rounded-sm border border-neutral-200 bg-white px-3 py-1.5 hover:border-[var(--folio-accent)] dark:border-neutral-700 dark:bg-neutral-900',
  paginationCurrent: 'rounded-sm bg-[var(--folio-accent-fill)] px-3 py-1.5 text-white',
}
