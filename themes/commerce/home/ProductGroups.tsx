// The home's product grid: the page's posts grouped by category (the site's category order,
// uncategorised last), each group a heading linking to its category over its product cards.
import { SiteLink } from '@/components/navigation/SiteLink'
import { groupByCategory } from '@/components/sections/post-groups/group-by-category'
import { useSite } from '@/components/site/SiteContext'
import { categoryHref } from '@/components/taxonomy/taxonomy-href'
import { useT } from '@/lib/i18n/react'
import type { ListedPost } from '@/themes/contract'
import { PRODUCT_GRID } from '../posts/look'
import { ProductCard } from '../posts/ProductCard'

export function ProductGroups({ posts }: { posts: ListedPost[] }) {
  const { t } = useT()
  const { categories } = useSite()
  const groups = groupByCategory(posts, categories.map((category) => category.name))
  return (
    <div data-commerce-products="" className="flex flex-col gap-10">
      {groups.map(({ category, posts: products }) => (
        <section key={category ?? ''} data-commerce-group={category ?? ''} className="flex flex-col gap-4">
          <h2 className="flex items-center gap-3 text-lg font-bold text-neutral-900 dark:text-white">
            <span aria-hidden="true" className="h-5 w-1 shrink-0 bg-[var(--folio-accent-fill)]" />
            {category ? (
              <SiteLink href={categoryHref(category)} className="min-w-0 break-words hover:text-[var(--folio-accent)]">
                {category}
              </SiteLink>
            ) : (
              t.category.uncategorized
            )}
          </h2>
          <div className={PRODUCT_GRID}>
            {products.map((post) => (
              <ProductCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
