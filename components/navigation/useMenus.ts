// The site's navigation: the workspace's Menu rows, or — when the workspace has none — the
// built-in links, labelled from the dictionary. Themes choose which built-in links to offer.
import { useMemo } from 'react'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { MenuLink } from '@/lib/site/types'

export interface BuiltInMenuOptions {
  archive?: boolean
  categories?: boolean
  tags?: boolean
  search?: boolean
  about?: boolean
}

type Key = 'home' | keyof BuiltInMenuOptions

const BUILT_IN: { key: Key; href: string; icon: string }[] = [
  { key: 'home', href: '/', icon: 'home' },
  { key: 'archive', href: '/archive', icon: 'archive' },
  { key: 'categories', href: '/category', icon: 'folder' },
  { key: 'tags', href: '/tag', icon: 'tag' },
  { key: 'search', href: '/search', icon: 'search' },
  { key: 'about', href: '/about', icon: 'user' },
]

export function builtInMenus(
  labels: Record<Key, string>,
  options: BuiltInMenuOptions = {},
): MenuLink[] {
  return BUILT_IN.filter(({ key }) => key === 'home' || options[key] !== false).map(
    ({ key, href, icon }) => ({
      id: `builtin-${key}`,
      icon,
      name: labels[key],
      href,
      target: '_self',
      show: true,
      subMenus: [],
    }),
  )
}

/** Visible menu links; every built-in entry is on unless its option is false. */
export function useMenus(options: BuiltInMenuOptions = {}): MenuLink[] {
  const { menus } = useSite()
  const { t } = useT()
  const { archive, categories, tags, search, about } = options
  return useMemo(() => {
    const visible = menus.filter((m) => m.show)
    if (visible.length > 0) return visible
    const {
      home,
      archive: archiveLabel,
      categories: categoriesLabel,
      tags: tagsLabel,
      search: searchLabel,
      about: aboutLabel,
    } = t.nav
    const labels = {
      home,
      archive: archiveLabel,
      categories: categoriesLabel,
      tags: tagsLabel,
      search: searchLabel,
      about: aboutLabel,
    }
    return builtInMenus(labels, { archive, categories, tags, search, about })
  }, [menus, t, archive, categories, tags, search, about])
}
