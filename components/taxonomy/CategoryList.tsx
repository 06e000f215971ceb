// Categories with their post counts, each linking to its list. Defaults to the site's categories.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import type { CategoryItem } from '@/lib/site/types'
import { categoryHref } from './taxonomy-href'

interface Props {
  categories?: CategoryItem[]
  showCount?: boolean
  /** The category being shown, marked with aria-current. */
  activeName?: string
  className?: string
  itemClassName?: string
  activeClassName?: string
  countClassName?: string
}

export function CategoryList({ categories, showCount = true, activeName, ...c }: Props) {
  const site = useSite()
  const items = categories ?? site.categories
  if (items.length === 0) return null
  return (
    <ul className={c.className ?? 'space-y-1'}>
      {items.map((category) => {
        const active = category.name === activeName
        const item =
          c.itemClassName ??
          'flex items-center justify-between gap-2 rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-neutral-800'
        const classes = [item, active ? (c.activeClassName ?? 'font-semibold') : '']
        return (
          <li key={category.name}>
            <SiteLink
              href={categoryHref(category.name)}
              aria-current={active ? 'page' : undefined}
              className={classes.filter(Boolean).join(' ')}
            >
              <span>{category.name}</span>
              {showCount && (
                <span className={c.countClassName ?? 'text-sm text-gray-500 dark:text-neutral-400'}>
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
