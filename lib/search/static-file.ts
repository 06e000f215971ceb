// The search index as a static file in public/ (written by lib/search/prebuild.ts at build
// time), for deploys without a server: `/search-index.json`, `/search-index-<lang>.json` for a
// language site. Pure, shared by the build step and the browser.

export const STATIC_INDEX_PREFIX = 'search-index'

/** The file's name in public/ for the default workspace (lang undefined) or a language site. */
export function staticIndexFileName(lang?: string): string {
  return lang ? `${STATIC_INDEX_PREFIX}-${lang}.json` : `${STATIC_INDEX_PREFIX}.json`
}

/** The file's URL path for a page's language prefix ('' or `/en`). */
export function staticIndexUrl(prefix: string): string {
  const lang = prefix.replace(/^\//, '')
  return `/${staticIndexFileName(lang ? encodeURIComponent(lang) : undefined)}`
}

/** A static export's shards of one index (lib/search/shard-format.ts): `search-index[-<lang>]/<signature>/`. */
export function staticShardFolder(lang: string | undefined, signature: string): string {
  return `${staticIndexFileName(lang).replace(/\.json$/, '')}/${signature}`
}

/** The shard folder's URL path for a page's language prefix. */
export function staticShardsUrl(prefix: string, signature: string): string {
  const lang = prefix.replace(/^\//, '')
  return `/${staticShardFolder(lang ? encodeURIComponent(lang) : undefined, signature)}/`
}
