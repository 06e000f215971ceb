// fetch() stand-ins for the browser's search code: the API routes answered in-process, or a
// static export's files from memory. Each records what was asked and how many bytes (gzip)
// the browser would have downloaded.
import { gzipSync } from 'node:zlib'
import { createSearchHandler } from '@/pages/api/search'
import { createSearchIndexHandler } from '@/pages/api/search-index'
import type { ShardFiles } from '@/lib/search/shards'
import { staticShardsUrl } from '@/lib/search/static-file'
import { apiRequest, apiResponse } from './api-mocks'

export interface Served {
  fetch: typeof fetch
  /** Paths asked, in order (query strings left out). */
  paths(): string[]
  gzipBytes(): number
  reset(): void
}

function recorder(answer: (url: URL) => Promise<{ status: number; body: string }>): Served {
  let asked: string[] = []
  let bytes = 0
  const fetchStub = (async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://site.test')
    asked.push(url.pathname)
    const { status, body } = await answer(url)
    bytes += gzipSync(body).length
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return {
    fetch: fetchStub,
    paths: () => asked,
    gzipBytes: () => bytes,
    reset: () => {
      asked = []
      bytes = 0
    },
  }
}

/** The server: /api/search-index and /api/search, as their handlers answer. */
export function serveApi(handlers = { index: createSearchIndexHandler(), search: createSearchHandler() }): Served {
  return recorder(async (url) => {
    const handler = url.pathname === '/api/search-index' ? handlers.index : url.pathname === '/api/search' ? handlers.search : null
    if (!handler) return { status: 404, body: 'Not found' }
    const { res, state } = apiResponse()
    const req = { ...apiRequest({ query: Object.fromEntries(url.searchParams) }), url: `${url.pathname}${url.search}` }
    await handler(req as typeof req & ReturnType<typeof apiRequest>, res)
    return { status: state.status, body: String(state.body ?? '') }
  })
}

/** A static export's search files: the manifest at /search-index.json, the shards under their folder. */
export function serveFiles({ manifest, files }: ShardFiles): Served {
  const folder = staticShardsUrl('', manifest.signature)
  return recorder(async (url) => {
    if (url.pathname === '/search-index.json') return { status: 200, body: JSON.stringify(manifest) }
    const file = url.pathname.startsWith(folder) ? files.get(url.pathname.slice(folder.length)) : undefined
    return file === undefined ? { status: 404, body: 'Not found' } : { status: 200, body: file }
  })
}
