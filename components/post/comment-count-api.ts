// The count APIs of the comment backends that publish one cheaply, several pages per request:
//   Waline: GET <serverURL>/api/comment?type=count&url=<p1,p2> → { data: number[] } (paths in order)
//   Artalk: GET <server>/api/v2/stats/page_comment?page_keys=<k1,k2>&site_name=<site>
//           → { data: { <key>: number } }
// Other backends (Twikoo needs its SDK, Giscus/Utterances GitHub's API with limits, …) have
// none here: their links show the label only.
import type { CommentBackend } from '@/lib/comments/types'

export type CountingBackend = Extract<CommentBackend, { kind: 'waline' | 'artalk' }>

export function isCountingBackend(backend: CommentBackend | undefined): backend is CountingBackend {
  return backend?.kind === 'waline' || backend?.kind === 'artalk'
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Waline keys threads by the decoded path (its client decodes `path` the same way). */
function walinePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export function countUrl(backend: CountingBackend, paths: readonly string[]): string {
  if (backend.kind === 'waline') {
    const joined = paths.map(walinePath).join(',')
    return `${trimSlash(backend.serverUrl)}/api/comment?type=count&url=${encodeURIComponent(joined)}`
  }
  const query = new URLSearchParams({ page_keys: paths.join(','), site_name: backend.site })
  return `${trimSlash(backend.server)}/api/v2/stats/page_comment?${query.toString()}`
}

const asCount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null

/** The counts by path from an answer; paths the answer does not cover are left out. */
export function readCounts(
  backend: CountingBackend,
  paths: readonly string[],
  body: unknown,
): Map<string, number> {
  const counts = new Map<string, number>()
  const data = (body as { data?: unknown } | null)?.data
  paths.forEach((path, i) => {
    const value =
      backend.kind === 'waline'
        ? Array.isArray(data)
          ? data[i]
          : undefined
        : data && typeof data === 'object'
          ? (data as Record<string, unknown>)[path]
          : undefined
    const count = asCount(value)
    if (count !== null) counts.set(path, count)
  })
  return counts
}
