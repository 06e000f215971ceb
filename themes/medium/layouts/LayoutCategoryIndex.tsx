// Every category with its post count.
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PageHeading } from '../posts/PageHeading'
import { categoryListClassNames } from '../posts/taxonomy-style'

export function LayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  const { t } = useT()
  return (
    <MediumFrame>
      <PageHeading>{t.category.title}</PageHeading>
      <CategoryList categories={categories} classNames={categoryListClassNames} />
    </MediumFrame>
  )
}
