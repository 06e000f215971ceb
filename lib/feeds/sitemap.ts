// The URLs a search engine may index and nothing else: published posts and pages, the lists
// and the indexes, by kind (each kind is a file of the sitemap index, sitemap-index.ts).
// Invisible, draft, scheduled, locked (their body is withheld: nothing worth indexing) and
// external entries never appear.
import type { SiteModel } from '@/lib/site/build-site'
import type { PostSummary } from '@/lib/site/types'
import { absoluteUrl, homeUrl } from './base-url'
import { changedAt, latestChange } from './post-dates'
import { escapeXml } from './xml'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** ISO 8601 instant. */
  lastmod?: string
}

function listEntries(site: SiteModel, posts: PostSummary[]): [string, string | undefined][] {
  const newest = latestChange(posts)
  const byCategory = site.categories.map((c): [string, string | undefined] => [
    `/category/${encodeURIComponent(c.name)}`,
    latestChange(posts.filter((p) => p.categories.includes(c.name))),
  ])
  const byTag = site.tags.map((t): [string, string | undefined] => [
    `/tag/${encodeURIComponent(t.name)}`,
    latestChange(posts.filter((p) => p.tags.includes(t.name))),
  ])
  return [['/', newest], ['/archive', newest], ['/category', newest], ['/tag', newest], ...byCategory, ...byTag]
}

/** What a sitemap file lists: the lists and indexes, the posts, the pages (sitemap-index.ts). */
export const SITEMAP_KINDS = ['lists', 'posts', 'pages'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/**
 * The site's URLs by kind, each once. `base` is the site's absolute address without a trailing
 * slash; a language site's pages are listed under `base/<lang>`.
 */
export function sitemapSections(site: SiteModel, base: string, lang?: string): Record<SitemapKind, SitemapEntry[]> {
  const pagesBase = lang ? `${base}/${lang}` : base
  const posts = site.posts.filter((p) => !p.external)
  const pages = site.routable.filter((p) => p.type === 'Page' && p.status === 'Published' && !p.external)
  const indexable = (rows: PostSummary[]) => rows.filter((p) => !p.locked).map((p): [string, string] => [p.href, changedAt(p)])
  const candidates: Record<SitemapKind, [string, string | undefined][]> = {
    lists: listEntries(site, posts),
    posts: indexable(posts),
    pages: indexable(pages),
  }
  const seen = new Set<string>()
  const entriesOf = (kind: SitemapKind): SitemapEntry[] => {
    const entries: SitemapEntry[] = []
    for (const [href, lastmod] of candidates[kind]) {
      const loc = href === '/' ? homeUrl(pagesBase) : absoluteUrl(pagesBase, href)
      if (!loc || seen.has(loc)) continue
      seen.add(loc)
      entries.push(lastmod ? { loc, lastmod } : { loc })
    }
    return entries
  }
  return { lists: entriesOf('lists'), posts: entriesOf('posts'), pages: entriesOf('pages') }
}

/** Every URL of the site, lists first. */
export function sitemapEntries(site: SiteModel, base: string, lang?: string): SitemapEntry[] {
  return Object.values(sitemapSections(site, base, lang)).flat()
}

export const SITEMAP_HEAD = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
export const SITEMAP_TAIL = ['</urlset>', '']

/** One `<url>` line of a sitemap file. */
export function sitemapUrlLine(e: SitemapEntry): string {
  const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''
  return `  <url><loc>${escapeXml(e.loc)}</loc>${lastmod}</url>`
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  return [...SITEMAP_HEAD, ...entries.map(sitemapUrlLine), ...SITEMAP_TAIL].join('\n')
}

export function buildSitemap(site: SiteModel, base: string, lang?: string): string {
  return renderSitemap(sitemapEntries(site, base, lang))
}
