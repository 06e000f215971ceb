// Spec §9 "Browser cache 86400 s, CDN cache 604800 s", for the files the owner serves from
// public/: images, fonts, styles, scripts, media and documents. Pages (ISR) and /_next set
// their own caching (Next), and feeds, the sitemap, robots.txt and the search index are APIs
// with theirs (lib/feeds/http.ts), so neither gets this header. A path is a public file by the
// same rule the proxy uses: a file extension, and not under a page root or the post prefix
// (optionally after a language prefix). next.config.ts imports this file: relative imports only.
import { PAGE_ROOTS } from './page-roots'
import { LANGUAGE_PREFIX } from './site-files'

export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800'

const EXTENSIONS =
  'png|jpe?g|gif|svg|webp|avif|ico|bmp|css|js|mjs|woff2?|ttf|otf|eot|mp4|m4v|webm|ogv|mov|mp3|m4a|ogg|oga|wav|flac|aac|pdf|zip|epub'
/** An optional language site's prefix, as the proxy's feed rewrites accept it. */
const LANGUAGE = `(?:${LANGUAGE_PREFIX}/)?`

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `headers()` entries for next.config.ts; `postUrlPrefix` is POST_URL_PREFIX. */
export function publicFileHeaders(postUrlPrefix: string) {
  const postRoot = postUrlPrefix.split('/')[0] ?? ''
  const pages = ['_next', 'api', ...PAGE_ROOTS, postRoot].filter(Boolean).map(escapeRegex)
  const notPage = `(?!${LANGUAGE}(?:${pages.join('|')})(?:/|$))`
  return [
    {
      source: `/:file(${notPage}(?:[^/]+/)*[^/]+\\.(?:${EXTENSIONS}))`,
      headers: [{ key: 'Cache-Control', value: PUBLIC_FILE_CACHE_CONTROL }],
    },
  ]
}
