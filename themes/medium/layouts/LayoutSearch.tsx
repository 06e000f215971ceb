// Search: the box (the right panel's is hidden below xl), then results, "no results", or,
// while no keyword is set, the category and tag lists.
import { NoResults } from '@/components/post/NoResults'
import { SearchBox } from '@/components/search/SearchBox'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PageHeading } from '../posts/PageHeading'
import { PostList } from '../posts/PostList'
import { categoryListClasses } from '../posts/taxonomy-style'
import { searchBoxClass, searchInputClass } from '../search-style'

export function LayoutSearch({
  keyword,
  posts,
  pagination,
  categories,
  tags,
}: LayoutDataMap['LayoutSearch']) {
  const { t } = useT()
  return (
    <MediumFrame>
      <SearchBox
        className={`mb-8 ${searchBoxClass}`}
        inputClassName={searchInputClass}
        autoFocus={!keyword}
      />
      {!keyword ? (
        <div className="flex flex-col gap-10">
          <section>
            <PageHeading level="h2">{t.category.title}</PageHeading>
            <CategoryList categories={categories} {...categoryListClasses} />
          </section>
          <section>
            <PageHeading level="h2">{t.tag.title}</PageHeading>
            <TagCloud tags={tags} showCount />
          </section>
        </div>
      ) : posts.length === 0 ? (
        <NoResults
          keyword={keyword}
          className="py-16 text-center text-neutral-500 dark:text-neutral-400"
        />
      ) : (
        <PostList posts={posts} pagination={pagination} />
      )}
    </MediumFrame>
  )
}
