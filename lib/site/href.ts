// Post URLs from the POST_URL_PREFIX pattern: `/` separated segments where %year%, %month%,
// %day%, %slug% and %category% are substituted and literal segments are kept.

export interface HrefInput {
  id: string
  slug: string
  /** `yyyy-MM-dd` */
  publishDay: string
  category: string | null
}

export function isExternalUrl(slug: string): boolean {
  return /^https?:\/\//i.test(slug.trim())
}

/** The slug as a clean path fragment; empty slugs fall back to the page id. */
export function cleanSlug(slug: string, id: string): string {
  const trimmed = slug.trim().replace(/^\/+|\/+$/g, '')
  return trimmed || id
}

function segmentFor(token: string, input: HrefInput, slug: string): string | null {
  const [year, month, day] = input.publishDay.split('-')
  switch (token) {
    case '%year%':
      return year ?? null
    case '%month%':
      return month ?? null
    case '%day%':
      return day ?? null
    case '%slug%':
      return slug
    case '%category%':
      return input.category ? encodeURIComponent(input.category) : null
    default:
      // An unknown %token% is dropped rather than leaking into URLs.
      return token.includes('%') ? null : token
  }
}

export function postHref(pattern: string, input: HrefInput): string {
  const slug = cleanSlug(input.slug, input.id)
  const tokens = pattern.split('/').filter(Boolean)
  const segments = tokens.map((t) => segmentFor(t, input, slug)).filter((s): s is string => !!s)
  if (!tokens.includes('%slug%')) segments.push(slug)
  return `/${segments.join('/')}`
}

export function pageHref(input: Pick<HrefInput, 'id' | 'slug'>): string {
  return `/${cleanSlug(input.slug, input.id)}`
}
