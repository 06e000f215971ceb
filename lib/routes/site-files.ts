// Feeds, the sitemap (its index and files), robots.txt and the search index are API routes
// behind their public names. The proxy rewrites them rather than next.config's rewrites():
// with any rewrite there, Next's router starts every page "not ready" and renders the whole
// page a second time right after hydration (a long task on a phone, on every page view).

/**
 * A language site's prefix, as a path accepts it (`en`, `zh-TW`); the APIs answer 404 for one
 * the workspace does not have. A regular-expression source, for patterns that embed it.
 */
export const LANGUAGE_PREFIX = '[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*'
const LANGUAGE = `(${LANGUAGE_PREFIX})`

interface SiteFile {
  pattern: RegExp
  api: string
  /**
   * The API answers even where public/ has a file of that name. The build leaves a copy of
   * the search index there for static deploys; on a server it would keep a post the owner has
   * since hidden or locked. For every other site file, the owner's own file wins.
   */
  apiFirst?: true
  /** The name the pattern captures is the file the API answers (`<api>/<name>`), not a language. */
  named?: true
}

const SITE_FILES: readonly SiteFile[] = [
  { pattern: new RegExp(`^/search-index(?:-${LANGUAGE})?\\.json$`), api: '/api/search-index', apiFirst: true },
  { pattern: new RegExp(`^(?:/${LANGUAGE})?/rss/feed\\.xml$`), api: '/api/feeds/rss' },
  { pattern: new RegExp(`^(?:/${LANGUAGE})?/rss/atom\\.xml$`), api: '/api/feeds/atom' },
  { pattern: new RegExp(`^(?:/${LANGUAGE})?/rss/feed\\.json$`), api: '/api/feeds/json' },
  { pattern: /^\/sitemap\.xml$/, api: '/api/sitemap' },
  // The files the sitemap index names (lib/feeds/sitemap-index.ts): sitemap-posts.xml…
  { pattern: /^\/(sitemap-[A-Za-z0-9-]+\.xml)$/, api: '/api/sitemap', named: true },
  { pattern: /^\/robots\.txt$/, api: '/api/robots' },
]

export interface SiteFileRoute {
  /** The API route that answers. */
  pathname: string
  /** `?site=`: the language prefix the address named. */
  site?: string
}

/**
 * The API route behind a site file's public path, or null: not a site file, or one the owner
 * has put in public/ (`hasOwnFile`), which Next then serves.
 */
export function siteFileRoute(pathname: string, hasOwnFile: (path: string) => boolean = () => false): SiteFileRoute | null {
  for (const file of SITE_FILES) {
    const match = file.pattern.exec(pathname)
    if (!match) continue
    if (!file.apiFirst && hasOwnFile(pathname)) return null
    if (file.named) return { pathname: `${file.api}/${match[1]}` }
    const site = match[1]
    return site ? { pathname: file.api, site } : { pathname: file.api }
  }
  return null
}
