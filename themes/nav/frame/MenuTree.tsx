// The left menu tree: the categories (each jumps to its group of cards on the home page), folded
// under one heading, then the site's menus with their submenus.
import { ChevronDown, Folder } from '@/components/icons'
import { SiteLink } from '@/components/navigation/SiteLink'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { groupAnchor } from '../directory/group-anchor'
import { useNavConfig } from '../useNavConfig'

const ROW = 'flex items-center gap-2 rounded-lg px-3 py-1.5 hover:bg-neutral-100 hover:text-[var(--folio-accent)] dark:hover:bg-neutral-800'

export function MenuTree() {
  const { t } = useT()
  const { categories } = useSite()
  const { NAV_MENU_ICONS, NAV_MENU_CATEGORIES, NAV_CATEGORY_COUNTS } = useNavConfig()
  return (
    <nav aria-label={t.menu.title} className="flex flex-col gap-1 text-sm font-semibold text-neutral-600 dark:text-neutral-300">
      {NAV_MENU_CATEGORIES && categories.length > 0 && (
        <details open className="group/tree">
          <summary className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            <Folder className="h-4 w-4 shrink-0" />
            <span className="flex-1">{t.nav.categories}</span>
            <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open/tree:rotate-180" />
          </summary>
          <ul className="mt-1 mb-2 flex flex-col gap-0.5 pl-4 font-normal text-neutral-500 dark:text-neutral-400">
            {categories.map((category) => (
              <li key={category.name}>
                <SiteLink href={`/#${groupAnchor(category.name)}`} className={ROW}>
                  <span className="min-w-0 flex-1 break-words">{category.name}</span>
                  {NAV_CATEGORY_COUNTS && <span className="text-xs tabular-nums opacity-70">{category.count}</span>}
                </SiteLink>
              </li>
            ))}
          </ul>
        </details>
      )}
      <SiteMenu
        orientation="vertical"
        icons={NAV_MENU_ICONS}
        classNames={{
          root: 'gap-0.5',
          item: `${ROW} [&_svg]:h-4 [&_svg]:w-4`,
          active: 'text-[var(--folio-accent)]',
          subMenu: 'mt-0.5 gap-0.5 pl-4 font-normal text-neutral-500 dark:text-neutral-400',
        }}
      />
    </nav>
  )
}
