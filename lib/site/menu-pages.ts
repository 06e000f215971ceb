// Menu links to internal paths that are no page of the site (a language prefix nobody
// configured, a page since deleted) must not be prefetched as page data by every page: they
// are marked `notAPage`, linked with a plain full page load, and reported once.
import { safeDecode } from './safe-decode'
import type { MenuLink, SubMenuLink } from './types'
import { isExternalUrl } from './href'

export interface SitePaths {
  /** Every routable post and page href. */
  hrefs: ReadonlySet<string>
  categories: ReadonlySet<string>
  tags: ReadonlySet<string>
  /** Configured language-site prefixes (`en`). */
  languagePrefixes: readonly string[]
}

const LIST_ROOTS = new Set(['archive', 'category', 'tag', 'search', 'page'])
const SCREENS = new Set(['sign-in', 'sign-up', 'dashboard', 'auth'])

/** Whether an internal href names a page the site serves (external and `#` links count as fine). */
export function isSitePage(href: string, paths: SitePaths): boolean {
  if (isExternalUrl(href) || href.startsWith('#') || !href.startsWith('/')) return true
  let segments = (href.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).map(safeDecode)
  if (paths.languagePrefixes.includes(segments[0] ?? '')) segments = segments.slice(1)
  const [root = '', name, ...rest] = segments
  if (!root || SCREENS.has(root)) return true
  if (LIST_ROOTS.has(root)) {
    if (name === undefined || root === 'search' || root === 'archive') return true
    if (root === 'page') return /^[1-9]\d*$/.test(name) && rest.length === 0
    const known = root === 'category' ? paths.categories : paths.tags
    return known.has(name)
  }
  return paths.hrefs.has(`/${segments.join('/')}`)
}

function mark<T extends MenuLink | SubMenuLink>(link: T, paths: SitePaths): T {
  return link.href === '#' || isSitePage(link.href, paths) ? link : { ...link, notAPage: true }
}

export function markMenuPages(menus: readonly MenuLink[], paths: SitePaths): MenuLink[] {
  return menus.map((menu) => ({ ...mark(menu, paths), subMenus: menu.subMenus.map((sub) => mark(sub, paths)) }))
}

/** One line per menu link that names no page, for the build and server log. */
export function menuPathProblems(menus: readonly MenuLink[]): string[] {
  const links = menus.flatMap((m) => [{ name: m.name, href: m.href, notAPage: m.notAPage }, ...m.subMenus.map((s) => ({ name: s.title, href: s.href, notAPage: s.notAPage }))])
  return links
    .filter((l) => l.notAPage)
    .map((l) => `menu "${l.name}" links to ${l.href}, which is no page of this site: linked without prefetch`)
}
