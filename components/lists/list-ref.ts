// Which list a page shows, as the `list` parameter of /api/posts: `home`, `category:<name>`
// or `tag:<name>`. Pure: used by the browser (scroll mode) and the API route alike.
import type { ListRef } from '@/lib/routes/types'

export function listRefParam(list: ListRef): string {
  return list.kind === 'home' ? 'home' : `${list.kind}:${list.name}`
}

export function parseListRef(raw: string | undefined): ListRef | null {
  if (raw === 'home') return { kind: 'home' }
  const match = /^(category|tag):(.+)$/s.exec(raw ?? '')
  if (!match?.[1] || !match[2]) return null
  return { kind: match[1] as 'category' | 'tag', name: match[2] }
}

/** The list behind a list page's base path: `/` → home, `/category/X` → category X. */
export function listRefOfPath(basePath: string): ListRef | null {
  if (basePath === '/') return { kind: 'home' }
  const match = /^\/(category|tag)\/([^/]+)$/.exec(basePath)
  if (!match?.[1] || !match[2]) return null
  try {
    return { kind: match[1] as 'category' | 'tag', name: decodeURIComponent(match[2]) }
  } catch {
    return null
  }
}
