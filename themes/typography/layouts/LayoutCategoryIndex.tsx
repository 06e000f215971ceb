// Every category, as index lines with their counts.
import { PageTitle } from '@/components/sections/PageTitle'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGE_TITLE } from './page-title'
import { CATEGORY_LIST } from './taxonomy-look'

export function LayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  const { t } = useT()
  return (
    <section data-typography="category-index">
      <PageTitle className={PAGE_TITLE}>{t.category.title}</PageTitle>
      <CategoryList categories={categories} classNames={CATEGORY_LIST} />
    </section>
  )
}
