// The vocabulary of the CSP: which kind of request a host is allowed for. Features declare
// their hosts with these (lib/plugins/csp-hosts.ts, lib/comments/csp-hosts.ts, ...), and the
// builder (./csp.ts) turns the merged declarations into directives.

/** `form` is where forms may post (form-action); the others are `<kind>-src`. */
export type CspKind = 'script' | 'style' | 'connect' | 'frame' | 'img' | 'font' | 'media' | 'object' | 'form'

/** Sources per kind of request: origins such as `https://example.com`, or `https://*.example.com`. */
export type CspSources = Partial<Record<CspKind, string[]>>

export const CSP_KINDS: readonly CspKind[] = ['script', 'style', 'connect', 'frame', 'img', 'font', 'media', 'object', 'form']

/**
 * The origin a URL loads from, for a CSP source list; null for site paths (covered by 'self')
 * and anything that is not an http(s) address. Protocol-relative URLs are taken as https.
 */
export function originOf(url: string): string | null {
  const text = url.trim()
  if (!/^(https?:)?\/\//i.test(text)) return null
  try {
    const parsed = new URL(text.startsWith('//') ? `https:${text}` : text)
    return parsed.origin === 'null' ? null : parsed.origin
  } catch {
    return null
  }
}

/** The origins of `urls` for each kind in `kinds` (site paths and bad URLs add nothing). */
export function sourcesFor(urls: readonly string[], kinds: readonly CspKind[]): CspSources {
  const origins = urls.map(originOf).filter((o): o is string => o !== null)
  if (origins.length === 0) return {}
  return Object.fromEntries(kinds.map((kind) => [kind, origins]))
}

/** One declaration from many: every source of every kind, once each, in first-seen order. */
export function mergeSources(...all: readonly CspSources[]): CspSources {
  const merged: CspSources = {}
  for (const sources of all) {
    for (const kind of CSP_KINDS) {
      const list = sources[kind]
      if (!list?.length) continue
      merged[kind] = [...new Set([...(merged[kind] ?? []), ...list])]
    }
  }
  return merged
}
