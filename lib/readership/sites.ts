// The site data the counter decides with: the default site's settings say whether it runs,
// a path's language prefix says which site's pages it is checked against.
import type { SiteData } from '@/lib/data/site-data'
import { languagePrefixes } from '@/lib/feeds/language-sites'
import { pathCatalog, type PathCatalog } from './catalog'
import { readershipEnabled } from './enabled'
import { readPagePath, type PagePath } from './paths'

export type SiteLoader = (lang?: string) => Promise<SiteData>

export interface CounterSites {
  home: SiteData
  prefixes: string[]
  /** The address as counted, or null when it is not one the counter accepts. */
  read(raw: unknown): PagePath | null
  /** The default site's data, or a language site's. */
  data(site?: string): Promise<SiteData>
  catalog(site?: string): Promise<PathCatalog>
}

/** null while the counter is off (or in a static export). */
export async function counterSites(load: SiteLoader): Promise<CounterSites | null> {
  const home = await load()
  if (!readershipEnabled(home.config)) return null
  const prefixes = languagePrefixes(home.config)
  const data = async (site?: string) => (site ? load(site) : home)
  return {
    home,
    prefixes,
    read: (raw) => readPagePath(raw, prefixes),
    data,
    async catalog(site) {
      const { site: model, config } = await data(site)
      return pathCatalog(model, config.POSTS_PER_PAGE)
    },
  }
}

/**
 * The loader, its answers kept for `ms` (per language): a view is checked against site data at
 * most that old instead of resolving the site's settings again for each of hundreds a second.
 */
export function recentSiteData(load: SiteLoader, ms: number, now: () => number = Date.now): SiteLoader {
  const kept = new Map<string, { at: number; data: Promise<SiteData> }>()
  return (lang) => {
    const key = lang ?? ''
    const known = kept.get(key)
    if (known && now() - known.at < ms) return known.data
    const data = load(lang)
    kept.set(key, { at: now(), data })
    // A failed read is not kept: the next view asks again.
    data.catch(() => kept.get(key)?.data === data && kept.delete(key))
    return data
  }
}
