// /search and /search/<keyword>: a large search box; the results (or 'No results found.');
// without a keyword, the categories and tags to browse instead. The keyword is the server's
// (/search/<kw>) or, on a host without a server, the address's `?s=` once in the browser.
import { SearchBox } from '@/components/search/SearchBox'
import { SearchResults } from '@/components/search/SearchResults'
import { useSearchKeyword } from '@/components/search/useSearchKeyword'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'

export function LayoutSearch({
  keyword,
  posts,
  pagination,
  categories,
  tags,
}: LayoutDataMap['LayoutSearch']) {
  const { t, format } = useT()
  const shownKeyword = useSearchKeyword(keyword)
  const title = shownKeyword
    ? format(t.search.resultsFor, { keyword: shownKeyword })
    : t.search.title
  return (
    <Page title={title}>
      <SearchBox
        autoFocus={!keyword}
        classNames={{
          root: 'mb-10 flex items-center gap-2 rounded-sm border border-gray-300 px-3 py-2 dark:border-neutral-600',
        }}
      />
      {/* The shared results: the server's matches, then full-text hits found in the browser. */}
      {shownKeyword ? (
        <SearchResults keyword={keyword} initialPosts={posts} pagination={pagination} />
      ) : (
        <div className="grid gap-10 sm:grid-cols-2">
          <section>
            <h2 className="mb-3 text-lg">{t.category.title}</h2>
            <CategoryList categories={categories} />
          </section>
          <section>
            <h2 className="mb-3 text-lg">{t.tag.title}</h2>
            <TagCloud tags={tags} showCount />
          </section>
        </div>
      )}
    </Page>
  )
}
