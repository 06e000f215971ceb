// REDIRECT_LANG: send a visitor to the language section (`/en/…`) their browser prefers.

interface LanguageParts {
  language: string
  region: string | undefined
}

/** Loose parse that also accepts what browsers send, e.g. 'zh-Hant-TW' or 'en-US-x-foo'. */
const BROWSER_TAG = /^([a-z]{2})(?:-[a-z]{4})?(?:-([a-z]{2}))?(?:-.*)?$/i
/** Prefixes come from config and become URL segments: only `xx` or `xx-XX` are trusted. */
const PREFIX_TAG = /^([a-z]{2})(?:-([a-z]{2}))?$/i

function parse(tag: string, pattern: RegExp): LanguageParts | null {
  const match = pattern.exec(tag)
  if (!match) return null
  return { language: match[1]!.toLowerCase(), region: match[2]?.toUpperCase() }
}

const sameTag = (a: LanguageParts, b: LanguageParts) =>
  a.language === b.language && a.region === b.region

/** Same language, and no conflicting region (a bare side accepts any region). */
const sameLanguage = (wanted: LanguageParts, offered: LanguageParts) =>
  wanted.language === offered.language &&
  (!offered.region || !wanted.region || offered.region === wanted.region)

type Choice = { prefix: string } | 'stay' | undefined

function choose(
  wanted: LanguageParts,
  prefixes: { raw: string; parts: LanguageParts }[],
  site: LanguageParts | null,
): Choice {
  const exact = prefixes.find((p) => sameTag(p.parts, wanted))
  if (exact) return { prefix: exact.raw }
  if (site && sameTag(site, wanted)) return 'stay'
  const loose = prefixes.find((p) => sameLanguage(wanted, p.parts))
  if (loose) return { prefix: loose.raw }
  if (site && site.language === wanted.language) return 'stay'
  return undefined
}

/**
 * The path with a language prefix when the browser prefers a language one of the prefixes
 * serves and the path has none yet; else null. Browser languages are tried in order, and one
 * the site's own language (`siteLanguage`, optional) already serves stops the search.
 */
export function browserLanguageRedirect(o: {
  enabled: boolean
  browserLanguages: readonly string[]
  availablePrefixes: string[]
  currentPath: string
  siteLanguage?: string
}): string | null {
  if (!o.enabled || !o.currentPath.startsWith('/')) return null
  const prefixes = o.availablePrefixes.flatMap((raw) => {
    const parts = parse(raw, PREFIX_TAG)
    return parts ? [{ raw, parts }] : []
  })
  const splitAt = o.currentPath.search(/[?#]/)
  const pathname = splitAt < 0 ? o.currentPath : o.currentPath.slice(0, splitAt)
  const rest = splitAt < 0 ? '' : o.currentPath.slice(splitAt)
  const firstSegment = (pathname.split('/')[1] ?? '').toLowerCase()
  if (prefixes.some((p) => p.raw.toLowerCase() === firstSegment)) return null

  const site = o.siteLanguage ? parse(o.siteLanguage, PREFIX_TAG) : null
  for (const tag of o.browserLanguages) {
    const wanted = parse(tag, BROWSER_TAG)
    if (!wanted) continue
    const choice = choose(wanted, prefixes, site)
    if (choice === 'stay') return null
    if (choice) return `/${choice.prefix}${pathname === '/' ? '' : pathname}${rest}`
  }
  return null
}
