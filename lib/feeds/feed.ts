// The site's feed: the newest published posts, as RSS 2.0, Atom 1.0 or JSON Feed.
import { Feed } from 'feed'
import type { SiteConfig } from '@/lib/config'
import type { SiteModel } from '@/lib/site/build-site'
import pkg from '@/package.json'
import { absoluteUrl, homeUrl } from './base-url'
import { toFeedItem } from './feed-items'
import { FEED_ITEM_LIMIT, FEED_PATHS, type FeedFormat } from './formats'
import { changedAt, newestFirst } from './post-dates'
import { xmlSafe } from './xml'

export type FeedConfig = Pick<SiteConfig, 'TITLE' | 'DESCRIPTION' | 'AUTHOR' | 'LANG' | 'FAVICON'>

/** Icons may be emoji; only URLs and site paths can be feed images. */
function imageUrl(base: string, icon: string): string | undefined {
  return /^(https?:\/\/|\/)/i.test(icon) ? (absoluteUrl(base, icon) ?? undefined) : undefined
}

export interface FeedOptions {
  /** Titles are escaped for the format that will be rendered (default rss). */
  format?: FeedFormat
  /** Language site prefix (`en`): its pages live under /en, its assets do not. */
  lang?: string
}

/** `base` is the site's absolute address (`https://example.com`), without a trailing slash. */
export function buildFeed(site: SiteModel, config: FeedConfig, base: string, options: FeedOptions = {}): Feed {
  const { format = 'rss', lang } = options
  const pagesBase = lang ? `${base}/${lang}` : base
  const author = xmlSafe(config.AUTHOR.trim())
  const posts = newestFirst(site.posts).slice(0, FEED_ITEM_LIMIT)
  const items = posts.flatMap((post) => toFeedItem(post, { base: pagesBase, author, format }) ?? [])
  const newest = posts.map(changedAt).sort().at(-1)
  const home = homeUrl(pagesBase)
  const feed = new Feed({
    id: home,
    link: home,
    title: xmlSafe(config.TITLE || site.info.title || 'Folio'),
    description: xmlSafe(config.DESCRIPTION || site.info.description),
    language: config.LANG,
    // The newest change, not the clock: an unchanged site gives a byte-identical feed.
    updated: newest ? new Date(newest) : undefined,
    generator: `Folio ${pkg.version}`,
    feedLinks: {
      rss: `${pagesBase}${FEED_PATHS.rss}`,
      atom: `${pagesBase}${FEED_PATHS.atom}`,
      json: `${pagesBase}${FEED_PATHS.json}`,
    },
    image: imageUrl(base, site.info.icon),
    favicon: imageUrl(base, config.FAVICON),
    author: author ? { name: author, link: home } : undefined,
  })
  for (const item of items) feed.addItem(item)
  return feed
}

export function renderFeed(feed: Feed, format: FeedFormat): string {
  if (format === 'atom') return feed.atom1()
  // `<` only occurs inside JSON strings: \u003c reads the same and never opens a tag if sniffed as HTML.
  if (format === 'json') return feed.json1().replaceAll('<', '\\u003c')
  return feed.rss2()
}
