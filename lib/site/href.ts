// Post URLs from the POST_URL_PREFIX pattern: `/` separated segments where %year%, %month%,
// %day%, %slug% and %category% are substituted (alone or within a segment, as in
// `%year%-%month%`) and literal text is kept.

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

function tokenValue(token: string, input: HrefInput, slug: string): string {
  const [year, month, day] = input.publishDay.split('-')
  switch (token) {
    case 'year':
      return year ?? ''
    case 'month':
      return month ?? ''
    case 'day':
      return day ?? ''
    case 'slug':
      return slug
    case 'category':
      return input.category ? encodeURIComponent(input.category) : ''
    default:
      // An unknown %token% is dropped rather than leaking into URLs.
      return ''
  }
}

/** One segment with its tokens substituted (`%year%-%month%` → `2024-03`); '' drops it. */
function segmentFor(segment: string, input: HrefInput, slug: string): string {
  return segment.replace(/%(\w*)%/g, (_, token: string) => tokenValue(token, input, slug))
}

export function postHref(pattern: string, input: HrefInput): string {
  const slug = cleanSlug(input.slug, input.id)
  const tokens = pattern.split('/').filter(Boolean)
  const segments = tokens.map((t) => segmentFor(t, input, slug)).filter(Boolean)
  if (!tokens.some((t) => t.includes('%slug%'))) segments.push(slug)
  return `/${segments.join('/')}`
}

export function pageHref(input: Pick<HrefInput, 'id' | 'slug'>): string {
  return `/${cleanSlug(input.slug, input.id)}`
}
