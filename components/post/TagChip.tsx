// A tag as a small chip tinted by its Notion colour, linking to the tag's post list.
import { SiteLink } from '@/components/navigation/SiteLink'
import { tagHref } from '@/components/taxonomy/taxonomy-href'
import type { TagItem } from '@/lib/site/types'
import { optionColorClasses } from './option-colors'

interface Props {
  tag: TagItem
  showCount?: boolean
  /** false: no tint, the theme colours the chip through className. */
  tinted?: boolean
  className?: string
}

export function TagChip({ tag, showCount = false, tinted = true, className }: Props) {
  const classes = [
    'inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs leading-5 no-underline transition-opacity hover:opacity-80',
    tinted ? optionColorClasses(tag.color) : '',
    className,
  ]
  return (
    <SiteLink
      href={tagHref(tag.name)}
      data-color={tag.color}
      className={classes.filter(Boolean).join(' ')}
    >
      <span>{tag.name}</span>
      {showCount && <span className="opacity-70">{tag.count}</span>}
    </SiteLink>
  )
}
