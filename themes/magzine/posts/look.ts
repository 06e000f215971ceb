// The magazine's small bold meta line (date, category) with plain '#tag' words instead of
// tinted chips, shared by its cards and the article's banner.
export const META_LOOK = 'gap-x-3 gap-y-1 text-xs font-semibold text-[#6b6b6b] dark:text-neutral-400 [&_a]:text-neutral-950 dark:[&_a]:text-white'

export const TAG_LOOK =
  "!gap-0 !bg-transparent !px-0 font-normal !text-[#6b6b6b] before:content-['#'] hover:!text-neutral-950 dark:!text-neutral-400 dark:hover:!text-white"

export const metaClassNames = { root: META_LOOK, tag: TAG_LOOK }

/** A pinned post's mark over the meta line, in the same small bold type. */
export const pinClassNames = { root: 'self-start text-xs font-bold tracking-wide text-(--folio-accent) uppercase' }
