// The article's contents as a side card: only beside a non-full-width article with more than
// one heading (spec: the right-side card needs more than one entry).
import type { FramePage } from '@/themes/contract'
import { part, type ClassNames } from '@/components/kit/class-names'
import { TableOfContents } from '@/components/toc/TableOfContents'

export type TocCardPart = 'root' | 'title' | 'list' | 'item' | 'active'

interface Props {
  page: FramePage
  classNames?: ClassNames<TocCardPart>
  /** Height of the theme's sticky header, px: jumps land below it. */
  headerOffset?: number
  /** Show the "Contents" title (off where the theme's box has its own). */
  title?: boolean
}

/** The entries a side card shows, or null when there is no card on this page. */
export function sideTocOf(page: FramePage) {
  const article = page.article
  return article && !article.fullWidth && article.toc.length > 1 ? article.toc : null
}

export function TocCard({ page, classNames: c = {}, headerOffset, title = true }: Props) {
  const toc = sideTocOf(page)
  if (!toc) return null
  return (
    <div data-testid="side-toc" className={part('', '', c.root)}>
      <TableOfContents toc={toc} headerOffset={headerOffset} showTitle={title} classNames={{ root: c.list, title: c.title, item: c.item, active: c.active }} />
    </div>
  )
}
