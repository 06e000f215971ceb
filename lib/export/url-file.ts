// Where a static export writes the answer to one URL, so that a static host with no
// configuration (GitHub Pages, S3 website hosting, Nginx's defaults) maps the URL back to it:
//   page  /                      → index.html
//   page  /archive, /tag/Next.js → archive/index.html, tag/Next.js/index.html (the host answers
//                                  `/archive` by redirecting to `/archive/`, then serves index.html)
//   file  /rss/feed.xml, /a.png  → the same path
//   file  /_next/data/…/x.json   → the same path (what Next's router fetches, byte for byte)
// Pages are told from files by the answer's type (HTML), not the name: a tag may be `Next.js`.
// Hosts decode %-escapes before looking a file up, so names are written decoded. Pure.

export class UnmappableUrlError extends Error {}

export type AnswerKind = 'page' | 'file'

function decodeSegment(segment: string): string {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    throw new UnmappableUrlError(`bad %-escape in "${segment}"`)
  }
  // A name holding "/" cannot be one file; "." and ".." would climb out of the folder.
  if (/[/\\\0]/.test(decoded) || decoded === '.' || decoded === '..')
    throw new UnmappableUrlError(`no file name for the segment "${segment}"`)
  return decoded
}

/**
 * The relative file (with "/" separators) for a URL path, base path included (`/blog/archive`
 * → `blog/archive/index.html`): out/ is the web root. Throws UnmappableUrlError for paths no
 * file can stand for (an encoded "/" in a segment, a file path ending in "/").
 */
export function fileForPath(pathname: string, kind: AnswerKind): string {
  if (!pathname.startsWith('/')) throw new UnmappableUrlError(`not a site path: "${pathname}"`)
  const segments = pathname.split('/').filter((s) => s !== '').map(decodeSegment)
  if (kind === 'page') return [...segments, 'index.html'].join('/')
  if (segments.length === 0 || pathname.endsWith('/')) throw new UnmappableUrlError(`a file needs a name: "${pathname}"`)
  return segments.join('/')
}

/** The page data Next's router fetches for a page path without the base path (`/` → `…/index.json`). */
export function nextDataPath(pagePath: string, buildId: string, basePath = ''): string {
  const page = pagePath.replace(/\/+$/, '') || '/index'
  return `${basePath}/_next/data/${buildId}${page}.json`
}
