// A tag as a small chip tinted by its Notion colour, linking to the tag's post list.
// Without classes from the theme, the look is two short classes (styles/kit.css: the same
// utilities, applied once in CSS) so a list of chips does not repeat them in the page's HTML.
// With a theme's classes, the utilities themselves, so the theme's additions combine as before.
import { SiteLink } from '@/components/navigation/SiteLink'
import { tagHref } from '@/components/taxonomy/taxonomy-href'
import type { TagItem } from '@/lib/site/types'
import { optionColorClasses, optionColorOf } from './option-colors'

export const TAG_CHIP_LOOK =
  'inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs leading-5 no-underline transition-opacity hover:opacity-80'

interface Props {
  tag: TagItem
  showCount?: boolean
  /** false: no tint, the theme colours the chip through className. */
  tinted?: boolean
  className?: string
}

function chipClasses(color: string, tinted: boolean, className: string | undefined): string {
  if (className === undefined) return tinted ? `folio-chip folio-chip-${optionColorOf(color)}` : 'folio-chip'
  return [TAG_CHIP_LOOK, tinted ? optionColorClasses(color) : '', className].filter(Boolean).join(' ')
}

export function TagChip({ tag, showCount = false, tinted = true, className }: Props) {
  return (
    <SiteLink href={tagHref(tag.name)} data-color={tag.color} className={chipClasses(tag.color, tinted, className)}>
      <span>{tag.name}</span>
      {showCount && <span className="opacity-70">{tag.count}</span>}
    </SiteLink>
  )
}
