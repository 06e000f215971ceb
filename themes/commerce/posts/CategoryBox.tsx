// The white "Product categories" box: a heading ruled in red over the category links (the one
// on screen marked). Off with COMMERCE_CATEGORY_BOX.
import { CategoryList } from '@/components/taxonomy/CategoryList'
import { useT } from '@/lib/i18n/react'
import { BOX_HEADING, PANEL } from '../look'
import { useCommerceConfig } from '../useCommerceConfig'

const LINKS = {
  root: 'mt-4 flex flex-col gap-1',
  item: 'py-1 break-words text-neutral-700 hover:text-[var(--folio-accent)] dark:text-neutral-300',
  active: 'font-semibold !text-[var(--folio-accent)]',
}

export function CategoryBox({ active }: { active?: string }) {
  const { t } = useT()
  const { COMMERCE_CATEGORY_BOX } = useCommerceConfig()
  if (!COMMERCE_CATEGORY_BOX) return null
  return (
    <aside data-commerce-categories="" aria-labelledby="commerce-categories" className={`${PANEL} p-5`}>
      <h2 id="commerce-categories" className={BOX_HEADING}>
        {t.product.categories}
      </h2>
      <CategoryList showCount={false} activeName={active} classNames={LINKS} />
    </aside>
  )
}
