// The site's real public pages, to decide which paths may be counted (made-up addresses must
// not fill the database) and which may be reported (popular posts, /api/stats). Built once per
// built site (a new one comes with each index refresh) and kept beside it.
import type { SiteModel } from '@/lib/site/build-site'
import { decodedPath } from './paths'

export interface PathCatalog {
  /** A page visitors can open: home, a list, an article or page (Invisible ones too). */
  counts(rest: string): boolean
  /** Counted and shown in reports: not an Invisible post or page. */
  reported(rest: string): boolean
}

const FIXED_LISTS = ['/', '/archive', '/category', '/tag', '/search']
const PAGED = /^(.*)\/page\/([1-9]\d{0,5})$/

function buildCatalog(site: SiteModel, perPage: number): PathCatalog {
  const pages = (count: number) => Math.max(1, Math.ceil(count / perPage))
  // List paths that take /page/N, with their last page.
  const paged = new Map<string, number>([['/', pages(site.posts.length)]])
  for (const c of site.categories) if (c.count > 0) paged.set(decodedPath(`/category/${encodeURIComponent(c.name)}`), pages(c.count))
  for (const t of site.tags) if (t.count > 0) paged.set(decodedPath(`/tag/${encodeURIComponent(t.name)}`), pages(t.count))
  const lists = new Set([...FIXED_LISTS, ...paged.keys()])
  const published = new Set(site.routable.filter((p) => p.status === 'Published').map((p) => decodedPath(p.href)))
  const invisible = new Set(site.routable.filter((p) => p.status !== 'Published').map((p) => decodedPath(p.href)))

  const isList = (rest: string) => {
    if (lists.has(rest)) return true
    const match = PAGED.exec(rest)
    if (!match) return false
    const last = paged.get(match[1] || '/')
    const page = Number(match[2])
    return last !== undefined && page >= 2 && page <= last
  }
  const reported = (rest: string) => published.has(rest) || (!invisible.has(rest) && isList(rest))
  return {
    counts: (rest) => reported(rest) || invisible.has(rest),
    reported,
  }
}

const catalogs = new WeakMap<SiteModel, { perPage: number; catalog: PathCatalog }>()

export function pathCatalog(site: SiteModel, perPage: number): PathCatalog {
  const known = catalogs.get(site)
  if (known?.perPage === perPage) return known.catalog
  const catalog = buildCatalog(site, perPage)
  catalogs.set(site, { perPage, catalog })
  return catalog
}
