// All categories as raised accent chips with their post counts, in the frame's white card.
import { CategoryList } from '@/components/taxonomy/CategoryList'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutCategoryIndex({ categories }: LayoutDataMap['LayoutCategoryIndex']) {
  return (
    <CategoryList
      categories={categories}
      classNames={{
        root: 'flex flex-wrap justify-center gap-3',
        item: 'items-center gap-2 rounded-full bg-linear-to-r from-[#5c6bc0] to-[#7e57c2] px-5 py-2 text-white shadow-md transition-shadow hover:shadow-lg',
        count: 'rounded-full bg-white/25 px-2 text-xs',
      }}
    />
  )
}
