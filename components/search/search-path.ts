// Where a search box submission goes, and the keyword a search URL carries.
import type { RenderVariant } from '@/lib/routes/types'
import { isStaticExport } from '@/lib/export/mode'
import { withVariant } from '@/lib/routes/links'

/**
 * `/search/<kw>` keeping the visitor's switches; an empty keyword goes home. A static export
 * has no page per keyword: `/search?s=<kw>`, which its search page reads in the browser.
 */
export function searchUrl(
  keyword: string,
  variant: Pick<RenderVariant, 'prefix' | 'keep'>,
  exported: boolean = isStaticExport(),
): string {
  const kw = keyword.trim()
  if (!kw) return withVariant('/', variant)
  if (exported) return withVariant(`/search?s=${encodeURIComponent(kw)}`, variant)
  return withVariant(`/search/${encodeURIComponent(kw)}`, variant)
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
