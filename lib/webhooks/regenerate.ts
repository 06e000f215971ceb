// One batch of changed pages: the site as it was, the site read again from Notion (once,
// whatever the TTL), the pages that show the change on each language site, regenerated.
import { revalidateAll, type Revalidator } from '@/lib/feeds/revalidate-handler'
import type { SiteData } from '@/lib/data/site-data'
import { affectedPaths } from './affected-paths'
import type { ChangedPages } from './webhook-queue'

export interface RegenerateDeps {
  site: (lang?: string) => Promise<SiteData>
  /** Makes the next read fetch the workspace again, on every instance sharing a store. */
  expire: () => Promise<void>
  /** NOTION_PAGE_ID's language prefixes (env-level). */
  prefixes: () => string[]
}

const under = (lang: string | undefined, path: string) => (!lang ? path : path === '/' ? `/${lang}` : `/${lang}${path}`)

export interface Regenerated {
  revalidated: string[]
  failed: string[]
}

export async function regenerate(deps: RegenerateDeps, pageIds: ChangedPages, res: Revalidator): Promise<Regenerated> {
  const prefixes = deps.prefixes()
  const langs = [undefined, ...prefixes]
  const before = await Promise.all(langs.map((lang) => deps.site(lang)))
  await deps.expire()
  const after = await Promise.all(langs.map((lang) => deps.site(lang)))
  const paths = langs.flatMap((lang, i) => {
    const [old, now] = [before[i], after[i]] as [SiteData, SiteData]
    const sizes = { postsPerPage: now.config.POSTS_PER_PAGE, archivePageSize: now.config.ARCHIVE_PAGE_SIZE }
    return affectedPaths({ before: old.site, after: now.site, pageIds, sizes }).map((path) => under(lang, path))
  })
  return revalidateAll(res, paths, prefixes, Infinity)
}

