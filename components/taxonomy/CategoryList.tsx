// Categories with their post counts, each linking to its list. Defaults to the site's categories.
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import type { CategoryItem } from '@/lib/site/types'
import { categoryHref } from './taxonomy-href'

/** `active` is added to the item of the category being shown. */
export type CategoryListPart = 'root' | 'item' | 'active' | 'count'

interface Props {
  categories?: CategoryItem[]
  showCount?: boolean
  /** The category being shown, marked with aria-current. */
  activeName?: string
  classNames?: ClassNames<CategoryListPart>
}

const ITEM_LOOK = 'items-center gap-2 rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-neutral-800'

export function CategoryList({ categories, showCount = true, activeName, classNames: c = {} }: Props) {
  const site = useSite()
  const items = categories ?? site.categories
  if (items.length === 0) return null
  return (
    <ul className={part('', 'space-y-1', c.root)}>
      {items.map((category) => {
        const active = category.name === activeName
        const item = part('flex justify-between', ITEM_LOOK, c.item)
        return (
          <li key={category.name}>
            <SiteLink
              href={categoryHref(category.name)}
              aria-current={active ? 'page' : undefined}
              className={active ? part(item, 'font-semibold', c.active) : item}
            >
              <span>{category.name}</span>
              {showCount && (
                <span className={part('', 'text-sm text-gray-500 dark:text-neutral-400', c.count)}>
                  {category.count}
                </span>
              )}
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}
