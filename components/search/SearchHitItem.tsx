// The default look of one search result: the title (link) and a snippet, terms marked, with
// the date and category under the title. Themes may render their own through SearchResults'
// renderItem, using <Highlight> for the marks.
import { SiteLink } from '@/components/navigation/SiteLink'
import { part, type ClassNames } from '@/components/kit/class-names'
import { PostDate } from '@/components/post/PostDate'
import { isImageIcon, useTitleIcons } from '@/components/post/PostTitle'
import { Highlight } from './Highlight'
import type { SearchHit } from './search-hits'

export type SearchHitItemPart = 'root' | 'mark'

interface Props {
  hit: SearchHit
  classNames?: ClassNames<SearchHitItemPart>
}

export function SearchHitItem({ hit, classNames: c = {} }: Props) {
  const marks = { mark: c.mark }
  const emoji = useTitleIcons() && hit.pageIcon && !isImageIcon(hit.pageIcon) ? hit.pageIcon : ''
  return (
    <article data-search-hit={hit.source} className={part('', 'py-5', c.root)}>
      <h2 className="text-lg leading-snug font-semibold text-gray-900 dark:text-neutral-100">
        <SiteLink href={hit.href} className="hover:underline">
          {emoji && (
            <span aria-hidden="true" className="mr-2">
              {emoji}
            </span>
          )}
          <Highlight text={hit.title} terms={hit.terms} classNames={marks} />
        </SiteLink>
      </h2>
      <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-gray-500 dark:text-neutral-400">
        <PostDate iso="" day={hit.publishDay} />
        {hit.category && <span>{hit.category}</span>}
      </p>
      {hit.snippet && (
        <p className="mt-2 text-sm leading-6 text-gray-600 dark:text-neutral-300">
          <Highlight text={hit.snippet} terms={hit.terms} classNames={marks} />
        </p>
      )}
    </article>
  )
}
