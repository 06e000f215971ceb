// A horizontal bar of the site's categories that scrolls sideways when it does not fit: 'Home'
// first (also on /page/N), then each category, the one being shown (from the route) marked, and a link to every
// category at the end.
import { useRouter } from 'next/router'
import { ChevronRight } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { isActivePath, sitePath } from '@/components/navigation/current-path'
import { SiteLink } from '@/components/navigation/SiteLink'
import { usePageContext, useSite } from '@/components/site/SiteContext'
import { categoryHref } from '@/components/taxonomy/taxonomy-href'
import { useT } from '@/lib/i18n/react'

/** `item`: every link; `active`: added to the current one; `more`: the link to every category. */
export type CategoryBarPart = 'root' | 'list' | 'item' | 'active' | 'more'

interface Props {
  classNames?: ClassNames<CategoryBarPart>
}

const decoded = (path: string) => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export function CategoryBar({ classNames: c = {} }: Props) {
  const { t } = useT()
  const { categories } = useSite()
  const { variant } = usePageContext()
  // The home's later pages (/page/N) are still 'Home'.
  const current = decoded(sitePath(useRouter().asPath, variant.prefix)).replace(/^\/page\/\d+\/?$/, '/')
  const links = [{ key: 'home', href: '/', label: t.nav.home }].concat(
    categories.map((category) => ({ key: category.name, href: categoryHref(category.name), label: category.name })),
  )
  const item = part('shrink-0 whitespace-nowrap', 'rounded-lg px-3 py-1.5 font-medium hover:bg-[var(--folio-accent)] hover:text-white', c.item)
  return (
    <nav aria-label={t.nav.categories} data-category-bar="" className={part('flex items-center gap-2', 'rounded-xl border border-gray-200 bg-white px-2 py-1.5 dark:border-neutral-700 dark:bg-neutral-900', c.root)}>
      <ul className={part('flex min-w-0 flex-1 items-center overflow-x-auto', 'gap-1 [scrollbar-width:none]', c.list)}>
        {links.map((link) => {
          const active = isActivePath(current, decoded(link.href))
          return (
            <li key={link.key} className="shrink-0">
              <SiteLink
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={active ? part(item, 'bg-[var(--folio-accent)] text-white', c.active) : item}
              >
                {link.label}
              </SiteLink>
            </li>
          )
        })}
      </ul>
      <SiteLink href="/category" className={part('flex shrink-0 items-center gap-1 whitespace-nowrap', 'px-2 py-1.5 font-medium', c.more)}>
        <ChevronRight className="h-4 w-4" />
        {t.nav.categories}
      </SiteLink>
    </nav>
  )
}
