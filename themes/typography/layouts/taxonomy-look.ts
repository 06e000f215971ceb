// Categories and tags as an index would set them: categories on dotted lines with their counts
// at the right edge, tags as "#name" words in the ink.
import { cx } from '@/components/kit/class-names'
import { INK, MUTED } from '../frame/look'
import { HASH_TAG } from '../posts/hash-tag'

export const CATEGORY_LIST = {
  root: 'space-y-0',
  item: cx('items-baseline gap-4 border-b border-dotted border-current/30 py-2.5 font-semibold hover:text-(--folio-accent)', INK),
  active: 'text-(--folio-accent)',
  count: cx('text-sm font-normal tabular-nums', MUTED),
}

export const TAG_WORD = cx(HASH_TAG, 'text-[15px]! font-semibold [&>span+span]:ml-1 [&>span+span]:text-xs [&>span+span]:font-normal', INK)
