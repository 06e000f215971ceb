// The contents list in the right panel and the contents drawer. The entry being read shows the
// theme's accent (--folio-accent, set on the theme's root), the shared default look for it.
import type { ClassNames } from '@/components/kit/class-names'
import type { TableOfContentsPart } from '@/components/toc/TableOfContents'

export const tocClassNames: ClassNames<TableOfContentsPart> = {
  root: 'text-sm leading-6',
  item: 'text-neutral-600 hover:text-neutral-950 dark:text-neutral-400 dark:hover:text-white',
}

/** The sticky top bar's height plus a little air: jumps land below it. */
export const TOC_HEADER_OFFSET = 72
