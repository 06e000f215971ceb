// The category bar above a list (HEO_CATEGORY_BAR), in heo's white rounded strip.
import { CategoryBar } from '@/components/sections/CategoryBar'
import { useHeoConfig } from '../useHeoConfig'

export function TopCategoryBar() {
  const { HEO_CATEGORY_BAR } = useHeoConfig()
  if (!HEO_CATEGORY_BAR) return null
  return (
    <CategoryBar
      classNames={{
        root: 'mb-5 rounded-xl border border-[#e3e8f7] bg-white px-2 py-1.5 dark:border-[#3d3d3f] dark:bg-[#1d1e22]',
        item: 'rounded-lg px-3 py-1.5 font-semibold hover:bg-[var(--folio-accent)] hover:text-white dark:hover:text-neutral-900',
        active: 'bg-[var(--folio-accent)] text-white dark:text-neutral-900',
        more: 'px-2 py-1.5 font-semibold hover:text-[var(--folio-accent)]',
      }}
    />
  )
}
