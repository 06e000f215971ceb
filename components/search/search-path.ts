// Where a search box submission goes, and the keyword a search URL carries.
import type { RenderVariant } from '@/lib/routes/types'
import { withVariant } from '@/lib/routes/links'

/** `/search/<kw>` keeping the visitor's switches; an empty keyword goes home. */
export function searchUrl(
  keyword: string,
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
): string {
  const kw = keyword.trim()
  return withVariant(kw ? `/search/${encodeURIComponent(kw)}` : '/', variant)
}

/** The keyword of `/search/<kw>` (or `/search/<kw>/page/N`), '' on any other path. */
export function keywordFromPath(path: string): string {
  const match = /^\/search\/([^/]+)/.exec(path)
  if (!match?.[1]) return ''
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}
