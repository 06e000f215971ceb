// /robots.txt: everything may be crawled; the sitemap says what is worth indexing.

/** `base` is the site's absolute address without a trailing slash. */
export function buildRobots(base: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n')
}
