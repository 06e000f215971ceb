// The export's sharded search index: for a site whose index is too large to ship whole
// (lib/search/whole-index.ts), the export server's /search-index.json is a pointer; this asks
// the server for the documents (`?whole=1`), cuts them into shards (lib/search/shards.ts) and
// writes the manifest over the pointer, the shards under search-index[-<lang>]/<signature>/.
import { buildShards } from '@/lib/search/shards'
import { staticIndexFileName, staticShardFolder } from '@/lib/search/static-file'
import type { SearchIndexPayload, SearchIndexPointer } from '@/lib/search/types'

export interface SearchShardsOptions {
  /** The export server, e.g. `http://127.0.0.1:3430`. */
  origin: string
  basePath: string
  languages: readonly string[]
  write: (file: string, body: Uint8Array) => Promise<void>
  fetch?: typeof fetch
  headers?: Record<string, string>
}

async function json<T>(doFetch: typeof fetch, url: string, headers?: Record<string, string>): Promise<T> {
  const response = await doFetch(url, { headers })
  if (!response.ok) throw new Error(`the export server answered ${response.status} for ${url}`)
  return (await response.json()) as T
}

/** Writes the shards of every index that is a pointer; returns how many files were written. */
export async function writeSearchShards(options: SearchShardsOptions): Promise<number> {
  const doFetch = options.fetch ?? fetch
  const root = options.basePath.replace(/^\//, '')
  const under = (name: string) => (root ? `${root}/${name}` : name)
  let written = 0
  for (const lang of [undefined, ...options.languages]) {
    const site = lang ? `?site=${encodeURIComponent(lang)}` : ''
    const api = `${options.origin}${options.basePath}/api/search-index${site}`
    const answer = await json<SearchIndexPayload | SearchIndexPointer>(doFetch, api, options.headers)
    if ('docs' in answer) continue
    const payload = await json<SearchIndexPayload>(doFetch, `${api}${site ? '&' : '?'}whole=1`, options.headers)
    const { manifest, files } = buildShards(payload)
    const encode = (text: string) => new TextEncoder().encode(text)
    await options.write(under(staticIndexFileName(lang)), encode(JSON.stringify(manifest)))
    const folder = under(staticShardFolder(lang, payload.signature))
    for (const [name, text] of files) await options.write(`${folder}/${name}`, encode(text))
    written += files.size + 1
  }
  return written
}
