// The page sections of the site themes (landing, starter, proxio, commerce): which settings
// each section has and what an item of its list holds. Zod-free, so the browser may import
// it; the zod fragments (./site-sections.ts) are built from this same table.
// Every section's keys are `<THEME>_<SECTION>_<FIELD>`, e.g. `STARTER_PRICING_ITEMS`.

export interface SiteLinkItem {
  label: string
  href: string
}
export interface FeatureItem {
  title: string
  text?: string
  /** An emoji or a short text, or an image (http(s) URL or site path). */
  icon?: string
}
export interface FeatureBlockItem {
  title: string
  text?: string
  image?: string
  label?: string
  href?: string
}
export interface PlanItem {
  name: string
  price: string
  period?: string
  text?: string
  features: string[]
  label?: string
  href?: string
  featured?: boolean
}
export interface TestimonialItem {
  quote: string
  name: string
  role?: string
  avatar?: string
}
export interface FaqItem {
  question: string
  answer: string
}
export interface PersonItem {
  name: string
  role?: string
  photo?: string
  href?: string
}
export interface BrandItem {
  name: string
  logo?: string
  href?: string
}
export interface CareerItem {
  title: string
  text?: string
  /** Place, kind of contract… one short line. */
  meta?: string
  href?: string
}

/** Field kinds: a text, an image or video address, a whole number, or a list of items. */
export type FieldKind = 'text' | 'asset' | 'endpoint' | 'count' | 'links' | 'list'

export interface SiteSections {
  HERO: { TITLE: string; TEXT: string; ITEMS: SiteLinkItem[]; IMAGE: string; VIDEO: string }
  FEATURES: { TITLE: string; TEXT: string; ITEMS: FeatureItem[] }
  FEATURE_BLOCKS: { TITLE: string; TEXT: string; ITEMS: FeatureBlockItem[] }
  ABOUT: { TITLE: string; TEXT: string; ITEMS: SiteLinkItem[]; IMAGE: string }
  PRICING: { TITLE: string; TEXT: string; ITEMS: PlanItem[] }
  TESTIMONIALS: { TITLE: string; TEXT: string; ITEMS: TestimonialItem[] }
  FAQ: { TITLE: string; TEXT: string; ITEMS: FaqItem[] }
  TEAM: { TITLE: string; TEXT: string; ITEMS: PersonItem[] }
  BRANDS: { TITLE: string; TEXT: string; ITEMS: BrandItem[] }
  CAREERS: { TITLE: string; TEXT: string; ITEMS: CareerItem[] }
  CTA: { TITLE: string; TEXT: string; ITEMS: SiteLinkItem[]; NOTE: string }
  BLOG: { TITLE: string; TEXT: string; COUNT: number }
  CONTACT: { TITLE: string; TEXT: string; ENDPOINT: string }
  NEWSLETTER: { TITLE: string; TEXT: string; ENDPOINT: string }
}

export type SiteSectionName = keyof SiteSections

/** Each section's fields and their kinds, in the order the settings table lists them. */
export const SITE_SECTION_FIELDS: { [S in SiteSectionName]: { [F in keyof SiteSections[S]]: FieldKind } } = {
  HERO: { TITLE: 'text', TEXT: 'text', ITEMS: 'links', IMAGE: 'asset', VIDEO: 'asset' },
  FEATURES: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  FEATURE_BLOCKS: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  ABOUT: { TITLE: 'text', TEXT: 'text', ITEMS: 'links', IMAGE: 'asset' },
  PRICING: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  TESTIMONIALS: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  FAQ: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  TEAM: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  BRANDS: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  CAREERS: { TITLE: 'text', TEXT: 'text', ITEMS: 'list' },
  CTA: { TITLE: 'text', TEXT: 'text', ITEMS: 'links', NOTE: 'text' },
  BLOG: { TITLE: 'text', TEXT: 'text', COUNT: 'count' },
  CONTACT: { TITLE: 'text', TEXT: 'text', ENDPOINT: 'endpoint' },
  NEWSLETTER: { TITLE: 'text', TEXT: 'text', ENDPOINT: 'endpoint' },
}

/** BLOG_COUNT's default: how many latest posts the blog section shows. */
export const DEFAULT_BLOG_COUNT = 6

/** What each kind of field holds while unset (the settings' defaults, and what a missing key reads as). */
export const EMPTY_OF: Record<FieldKind, unknown> = {
  text: '',
  asset: '',
  endpoint: '',
  count: DEFAULT_BLOG_COUNT,
  links: [],
  list: [],
}

function isKind(kind: FieldKind, value: unknown): boolean {
  if (kind === 'count') return typeof value === 'number'
  if (kind === 'links' || kind === 'list') return Array.isArray(value)
  return typeof value === 'string'
}

/** One section's content from a theme's resolved settings; a missing or mistyped key reads as empty. */
export function readSiteSection<S extends SiteSectionName>(
  prefix: string,
  section: S,
  themeConfig: Record<string, unknown>,
): SiteSections[S] {
  const fields: Record<string, FieldKind> = SITE_SECTION_FIELDS[section]
  const content: Record<string, unknown> = {}
  for (const [field, kind] of Object.entries(fields)) {
    const value = themeConfig[`${prefix}_${section}_${field}`]
    content[field] = isKind(kind, value) ? value : EMPTY_OF[kind]
  }
  return content as SiteSections[S]
}
