// The three feed formats, where each is served and what it is served as.

export const FEED_FORMATS = ['rss', 'atom', 'json'] as const
export type FeedFormat = (typeof FEED_FORMATS)[number]

/** Public paths (the proxy rewrites them to /api/feeds/<format>: lib/routes/site-files.ts). */
export const FEED_PATHS: Record<FeedFormat, string> = {
  rss: '/rss/feed.xml',
  atom: '/rss/atom.xml',
  json: '/rss/feed.json',
}

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
}

export function isFeedFormat(value: unknown): value is FeedFormat {
  return typeof value === 'string' && (FEED_FORMATS as readonly string[]).includes(value)
}

/**
 * How many posts a feed carries. Fixed rather than tied to POSTS_PER_PAGE: a feed is read by
 * aggregators that poll it, and 20 is what they commonly expect and what keeps it small.
 */
export const FEED_ITEM_LIMIT = 20
