// Results of a search page: the server's matches (title, summary, tags) straight away, then,
// once the browser has loaded the full-text index, the posts whose body holds the words too.
// Terms are marked in titles and snippets. Without any result: 'No results found.'.
//   <SearchResults keyword={keyword} initialPosts={posts} pagination={pagination} />
import { Fragment, type ReactNode } from 'react'
import { Pagination } from '@/components/navigation/Pagination'
import { useMounted } from '@/components/plugins/useMounted'
import { NoResults } from '@/components/post/NoResults'
import { useT } from '@/lib/i18n/react'
import type { ListedPost, Pagination as PaginationData } from '@/lib/routes/types'
import { SearchHitItem } from './SearchHitItem'
import { buildSearchHits, type SearchHit } from './search-hits'
import { useFullTextSearch } from './useFullTextSearch'
import { useSearchKeyword } from './useSearchKeyword'

interface Props {
  /** The page's keyword ('' on /search: then `?s=` from the address is used). */
  keyword: string
  /** The server's matches for this page. */
  initialPosts: readonly ListedPost[]
  /** The server's paging: pager links under the list; full-text hits join on page 1 only. */
  pagination?: PaginationData
  renderItem?: (hit: SearchHit) => ReactNode
  /** Full-text hits added at most. */
  limit?: number
  className?: string
  listClassName?: string
  itemClassName?: string
  markClassName?: string
  paginationClassName?: string
  noResultsClassName?: string
}

export function SearchResults({
  keyword: serverKeyword,
  initialPosts,
  pagination,
  renderItem,
  limit = 50,
  className,
  listClassName,
  itemClassName,
  markClassName,
  paginationClassName,
  noResultsClassName,
}: Props) {
  const { t } = useT()
  const mounted = useMounted()
  const keyword = useSearchKeyword(serverKeyword)
  const fullText = useFullTextSearch(keyword, limit)
  if (!keyword.trim()) return null
  const hits = buildSearchHits({
    keyword,
    posts: serverKeyword ? initialPosts : [],
    fullText: fullText.hits,
    docs: fullText.docs,
    includeFullText: !pagination || pagination.page === 1,
    serverSearched: !!serverKeyword,
  })
  const searching = mounted && fullText.status === 'loading'
  return (
    <section className={className} data-fulltext={fullText.status} aria-busy={searching}>
      {hits.length > 0 ? (
        <div className={listClassName ?? 'divide-y divide-gray-200 dark:divide-gray-700'}>
          {hits.map((hit) =>
            renderItem ? (
              <Fragment key={hit.key}>{renderItem(hit)}</Fragment>
            ) : (
              <SearchHitItem
                key={hit.key}
                hit={hit}
                className={itemClassName}
                markClassName={markClassName}
              />
            ),
          )}
        </div>
      ) : searching ? (
        <p
          role="status"
          className={noResultsClassName ?? 'py-16 text-center text-gray-500 dark:text-gray-400'}
        >
          {t.search.searching}
        </p>
      ) : (
        <NoResults keyword={keyword} className={noResultsClassName} />
      )}
      {pagination && serverKeyword && (
        <Pagination pagination={pagination} className={paginationClassName} />
      )}
    </section>
  )
}
