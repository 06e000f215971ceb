// The image route's real parts: the page source in use, the site's visible rows, the kept
// copies under FOLIO_CACHE_DIR/files, the shared version book (REDIS_URL) and the safe fetcher.
import path from 'node:path'
import { loadBaseConfig, parseNotionPageIds } from '@/lib/config'
import { cacheDir } from '@/lib/data/disk-cache'
import { sourceSetting } from '@/lib/data/settings'
import { getPageSource, getSiteData } from '@/lib/data/site-data'
import { configuredTokens } from '@/lib/lock/handler'
import { grantOpens } from '@/lib/lock/file-grants'
import { compactId } from '@/lib/notion/records'
import type { SiteModel } from '@/lib/site/build-site'
import { sharedStore } from '@/lib/shared-cache/store'
import { fileRoute, type FileAnswer } from './file-answer'
import { fileStore } from './file-store'
import { safeFetch } from './safe-fetch'
import type { ShownRecords } from './shown-files'
import { versionBook } from './version-book'

const MB = 1024 * 1024
// A file host that has not answered in this long is failing: the kept copy or a 502 then.
const FETCH_TIMEOUT_MS = 20_000

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** The sets of the last sites seen: rebuilt only when a site's data is refreshed (a new model). */
let lastShown: { sites: SiteModel[]; shown: ShownRecords } | undefined

function shownOf(sites: { site: SiteModel; rootId: string }[]): ShownRecords {
  const models = sites.map((s) => s.site)
  if (lastShown && lastShown.sites.length === models.length && lastShown.sites.every((m, i) => m === models[i])) return lastShown.shown
  const rows = new Set<string>()
  const locked = new Set<string>()
  for (const { site } of sites) {
    for (const post of site.routable) (post.locked ? locked : rows).add(compactId(post.id))
    if (site.configRowId) rows.add(compactId(site.configRowId))
  }
  const shown = { rows, locked, rootIds: new Set(sites.map((s) => compactId(s.rootId))) }
  lastShown = { sites: models, shown }
  return shown
}

/** Every workspace's visible rows: a multi-language site shows the files of each (NOTION_PAGE_ID=id,en:id2). */
async function shownRecords(): Promise<ShownRecords> {
  const config = loadBaseConfig().config
  const langs = String(config.NOTION_PAGE_ID ?? '').trim() ? Object.keys(parseNotionPageIds(String(config.NOTION_PAGE_ID)).byLang) : []
  const sites = []
  for (const lang of [undefined, ...langs]) sites.push({ site: (await getSiteData(lang)).site, rootId: sourceSetting(config, lang).rootId })
  return shownOf(sites)
}

let current: { key: string; answer: (segments: readonly string[], grant?: string) => Promise<FileAnswer> } | undefined

/** The route for the settings in force (made again when they change, as in tests). */
export function fileRouteAnswer(): (segments: readonly string[], grant?: string) => Promise<FileAnswer> {
  const c = loadBaseConfig().config
  const dir = path.join(cacheDir(), 'files')
  // Notion's configured bases are trusted even on a private address (the stand-in on
  // 127.0.0.1 in tests): exactly those origins, every other private address is refused.
  const trustedOrigins = [c.NOTION_API_BASE_URL, c.NOTION_PUBLIC_API_URL].map(originOf).filter((o): o is string => !!o)
  const source = getPageSource()
  const key = JSON.stringify([dir, c.FILE_CACHE_MB, c.FILE_MAX_MB, trustedOrigins, source.kind])
  if (current?.key === key) return current.answer
  const limits = { maxBytes: c.FILE_MAX_MB * MB, timeoutMs: FETCH_TIMEOUT_MS, trustedOrigins }
  const answer = fileRoute({
    // The source of the moment: a changed workspace setting makes a new one.
    source: { fileUrl: (ref) => getPageSource().fileUrl?.(ref) ?? Promise.resolve(undefined), fileContext: (ref) => getPageSource().fileContext?.(ref) ?? Promise.resolve(undefined) },
    shown: shownRecords,
    store: fileStore(dir, c.FILE_CACHE_MB * MB),
    versions: versionBook(sharedStore()),
    fetchFile: (url) => safeFetch(url, limits),
    opens: (grant, postId) => grantOpens(configuredTokens(), grant, [postId], Date.now()),
  })
  current = { key, answer }
  return answer
}

/** Forgets what this process knew (links, versions, contexts), as a restart would; kept copies stay. */
export function resetFileRouteForTests(): void {
  current = undefined
  lastShown = undefined
}
