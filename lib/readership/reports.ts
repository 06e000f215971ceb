// What the counter tells: one page's and the site's figures, the most read posts, and the
// owner's report. Reports list only pages that are public now (never an Invisible, draft or
// scheduled post, nor one since hidden); the totals include every counted view.
import { withBasePath } from '@/lib/routes/base-path'
import { lastDays } from './days'
import { decodedPath, readPagePath } from './paths'
import type { CounterSites } from './sites'
import type { DayCounts, PathCounts, ReadershipStore } from './store'

/** "Most read" looks back this far. */
export const POPULAR_DAYS = 30
export const STATS_DAYS = 90

export interface PopularPost {
  id: string
  title: string
  href: string
  views: number
}

export interface StatsReport {
  pages: PathCounts[]
  days: DayCounts[]
}

// Popular lists are asked for by every first page of a visitor: the store is read at most
// every few seconds per store, whatever the traffic.
const POPULAR_READ_MS = 10_000
const recentReads = new WeakMap<ReadershipStore, { at: number; day: string; rows: Promise<PathCounts[]> }>()

function recentPages(store: ReadershipStore, now: number): Promise<PathCounts[]> {
  const days = lastDays(POPULAR_DAYS, now)
  const known = recentReads.get(store)
  if (known && now - known.at < POPULAR_READ_MS && known.day === days.at(-1)) return known.rows
  const rows = store.pages(days)
  recentReads.set(store, { at: now, day: days.at(-1) ?? '', rows })
  rows.catch(() => recentReads.delete(store))
  return rows
}

/** The language site's (`site`) most viewed listed posts of the last 30 days. */
export async function popularPosts(
  store: ReadershipStore,
  sites: CounterSites,
  site: string | undefined,
  now: number = Date.now(),
): Promise<PopularPost[]> {
  const data = await sites.data(site)
  const views = new Map((await recentPages(store, now)).map((row) => [row.path, row.views]))
  const prefix = site ? `/${site}` : ''
  return data.site.posts
    .filter((post) => !post.external)
    .map((post) => ({ id: post.id, title: post.title, href: post.href, views: views.get(prefix + decodedPath(post.href)) ?? 0 }))
    .filter((post) => post.views > 0)
    .sort((a, b) => b.views - a.views)
    .slice(0, data.config.ANALYTICS_FOLIO_POPULAR_COUNT)
}

/** The last 90 days: each public page (as visitors see its address) and each day. */
export async function statsReport(store: ReadershipStore, sites: CounterSites, now: number = Date.now()): Promise<StatsReport> {
  const days = lastDays(STATS_DAYS, now)
  const [rows, daily] = await Promise.all([store.pages(days), store.days(days)])
  const pages: PathCounts[] = []
  for (const row of rows) {
    const page = readPagePath(row.path, sites.prefixes, '')
    if (page && (await sites.catalog(page.site)).reported(page.rest)) pages.push({ ...row, path: withBasePath(row.path) })
  }
  return { pages, days: daily }
}
