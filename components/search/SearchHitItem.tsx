// The default look of one search result: the title (link) and a snippet, terms marked, with
// the date and category under the title. Themes may render their own through SearchResults'
// renderItem, using <Highlight> for the marks.
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostDate } from '@/components/post/PostDate'
import { isImageIcon } from '@/components/post/PostTitle'
import { Highlight } from './Highlight'
import type { SearchHit } from './search-hits'

interface Props {
  hit: SearchHit
  className?: string
  markClassName?: string
}

export function SearchHitItem({ hit, className, markClassName }: Props) {
  const emoji = hit.pageIcon && !isImageIcon(hit.pageIcon) ? hit.pageIcon : ''
  return (
    <article data-search-hit={hit.source} className={className ?? 'py-5'}>
      <h2 className="text-lg leading-snug font-semibold text-gray-900 dark:text-neutral-100">
        <SiteLink href={hit.href} className="hover:underline">
          {emoji && (
            <span aria-hidden="true" className="mr-2">
              {emoji}
            </span>
          )}
          <Highlight text={hit.title} terms={hit.terms} markClassName={markClassName} />
        </SiteLink>
      </h2>
      <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-gray-500 dark:text-neutral-400">
        <PostDate iso="" day={hit.publishDay} />
        {hit.category && <span>{hit.category}</span>}
      </p>
      {hit.snippet && (
        <p className="mt-2 text-sm leading-6 text-gray-600 dark:text-neutral-300">
          <Highlight text={hit.snippet} terms={hit.terms} markClassName={markClassName} />
        </p>
      )}
    </article>
  )
}
