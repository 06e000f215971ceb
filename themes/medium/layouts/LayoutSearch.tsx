// Search: the box (the right panel's is hidden below xl), then results, "no results", or,
// while no keyword is set, the category and tag lists. The keyword is the server's
// (/search/<kw>) or, on a host without a server, the address's `?s=` once in the browser.
import { SearchBox } from '@/components/search/SearchBox'
import { SearchResults } from '@/components/search/SearchResults'
import { useSearchKeyword } from '@/components/search/useSearchKeyword'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PageHeading } from '../posts/PageHeading'
import { categoryListClassNames } from '../posts/taxonomy-style'
import { searchBoxClass, searchInputClass } from '../search-style'

export function LayoutSearch({
  keyword,
  posts,
  pagination,
  categories,
  tags,
}: LayoutDataMap['LayoutSearch']) {
  const { t } = useT()
  const shownKeyword = useSearchKeyword(keyword)
  return (
    <MediumFrame>
      <SearchBox
        classNames={{ root: `mb-8 ${searchBoxClass}`, input: searchInputClass }}
        autoFocus={!keyword}
      />
      {!shownKeyword ? (
        <div className="flex flex-col gap-10">
          <section>
            <PageHeading level="h2">{t.category.title}</PageHeading>
            <CategoryList categories={categories} classNames={categoryListClassNames} />
          </section>
          <section>
            <PageHeading level="h2">{t.tag.title}</PageHeading>
            <TagCloud tags={tags} showCount />
          </section>
        </div>
      ) : (
        // Server matches first; the browser then adds full-text hits and highlights them.
        <SearchResults
          keyword={keyword}
          initialPosts={posts}
          pagination={pagination}
          classNames={{ noResults: 'py-16 text-center text-neutral-500 dark:text-neutral-400' }}
        />
      )}
    </MediumFrame>
  )
}
