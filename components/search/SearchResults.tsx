// Results of a search page: the server's matches (title, summary, tags) straight away, then,
// once the full-text search has answered (useFullTextSearch), the posts whose body holds the words too
// (after the last server match, `batch` at a time behind a More button, so every hit can be
// reached). Terms are marked in titles and snippets. Without any result: 'Searching...' until
// the index has answered (also in the server HTML, so a body-only word is never first reported
// missing), then 'No results found.'; visitors without JavaScript get that at once.
//   <SearchResults keyword={keyword} initialPosts={posts} pagination={pagination} />
import { Fragment, type ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { Pagination } from '@/components/navigation/Pagination'
import { NoResults } from '@/components/post/NoResults'
import { useT } from '@/lib/i18n/react'
import type { ListedPost, Pagination as PaginationData } from '@/lib/routes/types'
import { SearchHitItem } from './SearchHitItem'
import { ShowMoreButton } from './ShowMoreButton'
import { buildSearchHits, type SearchHit } from './search-hits'
import { useFullTextSearch } from './useFullTextSearch'
import { useRevealedCount } from './useRevealedCount'
import { useSearchKeyword } from './useSearchKeyword'

/** Without scripts nothing is being searched: 'Searching...' gives way to 'No results found.'. */
export const NOSCRIPT_SEARCH_CSS = '[data-search-pending]{display:none!important}'

/** `item` and `mark` style the default hit (SearchHitItem's root and marks); `pagination` is the pager's root. */
export type SearchResultsPart = 'root' | 'list' | 'item' | 'mark' | 'pagination' | 'noResults' | 'more'

interface Props {
  /** The page's keyword ('' on /search: then `?s=` from the address is used). */
  keyword: string
  /** The server's matches for this page. */
  initialPosts: readonly ListedPost[]
  /** The server's paging: pager links under the list; full-text hits join on the last page. */
  pagination?: PaginationData
  renderItem?: (hit: SearchHit) => ReactNode
  /** Full-text hits shown at first, and added by each click on More. */
  batch?: number
  classNames?: ClassNames<SearchResultsPart>
}

export function SearchResults({
  keyword: serverKeyword,
  initialPosts,
  pagination,
  renderItem,
  batch = 50,
  classNames: c = {},
}: Props) {
  const { t } = useT()
  const keyword = useSearchKeyword(serverKeyword)
  const revealed = useRevealedCount(batch, keyword)
  const posts = serverKeyword ? initialPosts : []
  const includeFullText = !pagination || !serverKeyword || pagination.page >= pagination.totalPages
  const fullText = useFullTextSearch(keyword, {
    listed: posts.map((p) => p.id),
    // The server searched titles, summaries and tags: its matches on other pages are theirs.
    skipMatches: !!serverKeyword,
    count: includeFullText ? revealed.count : 0,
  })
  if (!keyword.trim()) return null
  const all = buildSearchHits({ keyword, posts, fullText: fullText.page, includeFullText })
  const hits = all.slice(0, posts.length + revealed.count)
  const more = includeFullText && revealed.count < fullText.page.total
  // 'loading' on the server and during hydration too (nothing has answered yet): both render
  // the same 'Searching...', and only the index's answer can say there is nothing.
  const searching = fullText.status === 'loading'
  return (
    <section className={c.root} data-fulltext={fullText.status} aria-busy={searching}>
      {hits.length > 0 ? (
        <div className={part('', 'divide-y divide-gray-200 dark:divide-neutral-700', c.list)}>
          {hits.map((hit) =>
            renderItem ? (
              <Fragment key={hit.key}>{renderItem(hit)}</Fragment>
            ) : (
              <SearchHitItem key={hit.key} hit={hit} classNames={{ root: c.item, mark: c.mark }} />
            ),
          )}
        </div>
      ) : null}
      {more ? (
        <ShowMoreButton onClick={revealed.showMore} className={c.more} />
      ) : null}
      {hits.length > 0 ? null : searching ? (
        <>
          <p
            role="status"
            data-search-pending=""
            className={part('', 'py-16 text-center text-gray-500 dark:text-neutral-400', c.noResults)}
          >
            {t.search.searching}
          </p>
          {/* Without JavaScript the index never answers: the server's (empty) matches are all. */}
          <noscript>
            <style dangerouslySetInnerHTML={{ __html: NOSCRIPT_SEARCH_CSS }} />
            <NoResults keyword={keyword} className={c.noResults} />
          </noscript>
        </>
      ) : (
        <NoResults keyword={keyword} className={c.noResults} />
      )}
      {pagination && serverKeyword && (
        <Pagination pagination={pagination} classNames={{ root: c.pagination }} />
      )}
    </section>
  )
}
