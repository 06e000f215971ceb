// Every category as a tile with its post count, in heo's panel.
import { PageTitle } from '@/components/sections/PageTitle'
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Panel } from '../frame/Panel'

export function LayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  const { t } = useT()
  return (
    <Panel>
      <PageTitle>{t.category.title}</PageTitle>
      <CategoryList
        categories={categories}
        classNames={{
          root: 'mt-4 grid grid-cols-2 gap-3 md:grid-cols-3',
          item: 'rounded-xl border border-[#e3e8f7] bg-[#f7f9fe] px-4 py-3 font-semibold hover:border-[var(--folio-accent)] hover:text-[var(--folio-accent)] dark:border-[#3d3d3f] dark:bg-[#18171d]',
          count: 'inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-[var(--folio-accent)] px-2 text-xs text-white dark:text-neutral-900',
        }}
      />
    </Panel>
  )
}
