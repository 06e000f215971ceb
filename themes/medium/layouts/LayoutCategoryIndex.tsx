// Every category with its post count, as a ruled list.
import { PageTitle } from '@/components/sections/PageTitle'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { HEADING } from '../posts/PageHeading'
import { categoryListClassNames } from '../posts/taxonomy-style'

export function LayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  const { t } = useT()
  return (
    <>
      <PageTitle className={HEADING.h1}>{t.category.title}</PageTitle>
      <CategoryList categories={categories} classNames={categoryListClassNames} />
    </>
  )
}
