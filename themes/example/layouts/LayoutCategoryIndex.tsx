// /category: every category with its post count.
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'

export function LayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  const { t } = useT()
  return (
    <Page title={t.category.title}>
      {categories.length > 0 ? (
        <CategoryList categories={categories} classNames={{ root: 'max-w-md space-y-1' }} />
      ) : (
        <p>{t.category.empty}</p>
      )}
    </Page>
  )
}
