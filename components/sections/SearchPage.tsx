// The search page's content: the box, then the results ('No results found.' with the keyword
// when there are none) or, while no keyword is set, the categories and tags to browse. The
// keyword is the server's (/search/<kw>) or, on a static host, the address's `?s=`.
import type { ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { SearchBox } from '@/components/search/SearchBox'
import { SearchResults } from '@/components/search/SearchResults'
import { useSearchKeyword } from '@/components/search/useSearchKeyword'
import { CategoryList, type CategoryListPart } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/lib/routes/types'

export type SearchPagePart = 'root' | 'box' | 'input' | 'browse' | 'heading' | 'tags' | 'noResults'

type Props = LayoutDataMap['LayoutSearch'] & {
  classNames?: ClassNames<SearchPagePart>
  /** The look of the category list shown while no keyword is set. */
  categoryList?: ClassNames<CategoryListPart>
  /** Above the box (a page title, for themes that show one). */
  title?: (keyword: string) => ReactNode
}

export function SearchPage({ keyword, posts, pagination, categories, tags, classNames: c = {}, categoryList, title }: Props) {
  const { t } = useT()
  const shown = useSearchKeyword(keyword)
  return (
    <div data-section="search" className={c.root}>
      {title?.(shown)}
      <SearchBox
        autoFocus={!keyword}
        classNames={{
          root: part('flex items-center', 'mb-8 gap-2 rounded-md border border-neutral-300 px-3 py-2 dark:border-neutral-700', c.box),
          input: c.input,
        }}
      />
      {shown ? (
        <SearchResults keyword={keyword} initialPosts={posts} pagination={pagination} classNames={{ noResults: c.noResults }} />
      ) : (
        <div className={part('grid', 'gap-10 sm:grid-cols-2', c.browse)}>
          <section>
            <h2 className={c.heading ?? 'mb-3 text-lg font-semibold'}>{t.category.title}</h2>
            <CategoryList categories={categories} classNames={categoryList} />
          </section>
          <section>
            <h2 className={c.heading ?? 'mb-3 text-lg font-semibold'}>{t.tag.title}</h2>
            <TagCloud tags={tags} showCount classNames={{ root: c.tags }} />
          </section>
        </div>
      )}
    </div>
  )
}
