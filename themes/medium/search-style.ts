// The theme's search box look: SearchBox's root and input parts (the kit keeps the box's flex row).
export const searchBoxClass =
  'flex items-center gap-2 rounded-md bg-neutral-100 px-3 py-2.5 text-neutral-500 focus-within:ring-2 focus-within:ring-neutral-300 dark:bg-neutral-800 dark:text-neutral-400 dark:focus-within:ring-neutral-600'

export const searchInputClass =
  'min-w-0 flex-1 bg-transparent text-sm text-neutral-900 outline-none placeholder:text-neutral-400 dark:text-neutral-100 [&::-webkit-search-cancel-button]:hidden'
