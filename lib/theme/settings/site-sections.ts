// Zod fragments for the page sections of the site themes, one section per call:
//   z.object({ ...siteSection('STARTER', 'HERO'), ...siteSection('STARTER', 'PRICING') })
// Lists come as JSON arrays (blog.config.ts, the environment or the Config row); a list with a
// bad item is reported by the resolver and left out, so a typo never shows half a section.
import { z } from 'zod'
import { assetUrl, count } from '@/lib/config/field-types'
import { formEndpoint } from './form-endpoint'
import type { ThemePrefix } from './fragments'
import { EMPTY_OF, SITE_SECTION_FIELDS, type FieldKind, type SiteSectionName, type SiteSections } from './site-section-fields'

/** Where a button or card may lead: a site path, an in-page anchor, an http(s) or mailto: address. */
const href = () =>
  z
    .string()
    .trim()
    .regex(/^(\/(?!\/)|#|https?:\/\/|mailto:)\S*$/i, 'expected a site path, #anchor, http(s) or mailto: address')
const text = () => z.string().trim()
const image = () => assetUrl()

const linkItem = z.object({ label: text().min(1), href: href() })
const ITEM_SCHEMAS = {
  HERO: linkItem,
  ABOUT: linkItem,
  CTA: linkItem,
  FEATURES: z.object({ title: text().min(1), text: text().optional(), icon: text().max(300).optional() }),
  FEATURE_BLOCKS: z.object({
    title: text().min(1),
    text: text().optional(),
    image: image().optional(),
    label: text().optional(),
    href: href().optional(),
  }),
  PRICING: z.object({
    name: text().min(1),
    price: text(),
    period: text().optional(),
    text: text().optional(),
    features: z.array(text()).default([]),
    label: text().optional(),
    href: href().optional(),
    featured: z.boolean().optional(),
  }),
  TESTIMONIALS: z.object({ quote: text().min(1), name: text().min(1), role: text().optional(), avatar: image().optional() }),
  FAQ: z.object({ question: text().min(1), answer: text().min(1) }),
  TEAM: z.object({ name: text().min(1), role: text().optional(), photo: image().optional(), href: href().optional() }),
  BRANDS: z.object({ name: text().min(1), logo: image().optional(), href: href().optional() }),
  CAREERS: z.object({ title: text().min(1), text: text().optional(), meta: text().optional(), href: href().optional() }),
} satisfies Partial<Record<SiteSectionName, z.ZodType>>

/** A form's destination: the forms' own rule (form-endpoint.ts), so a value passes here only if a form uses it. */
const endpoint = () =>
  z.string().refine((value) => value.trim() === '' || formEndpoint(value) !== null, {
    error: 'expected an http(s) URL, mailto:someone@example.com, or empty text',
  })

const SECTION_LABEL: Record<SiteSectionName, string> = {
  HERO: 'Hero (first screen)',
  FEATURES: 'Features grid',
  FEATURE_BLOCKS: 'Feature blocks (image beside text)',
  ABOUT: 'About section',
  PRICING: 'Pricing plans',
  TESTIMONIALS: 'Testimonials',
  FAQ: 'Frequently asked questions',
  TEAM: 'Team',
  BRANDS: 'Brands / logos strip',
  CAREERS: 'Careers (open positions)',
  CTA: 'Call to action',
  BLOG: 'Latest posts section',
  CONTACT: 'Contact form',
  NEWSLETTER: 'Newsletter sign-up',
}

const ITEMS_SHAPE: Record<SiteSectionName, string> = {
  HERO: 'buttons, JSON [{"label","href"}] (the first is the main one)',
  ABOUT: 'buttons, JSON [{"label","href"}]',
  CTA: 'buttons, JSON [{"label","href"}]',
  FEATURES: 'JSON [{"title","text","icon"}] (icon: an emoji or an image URL); empty: no section',
  FEATURE_BLOCKS: 'JSON [{"title","text","image","label","href"}]; empty: no section',
  PRICING: 'JSON [{"name","price","period","text","features":[…],"label","href","featured":true}]; empty: no section',
  TESTIMONIALS: 'JSON [{"quote","name","role","avatar"}]; empty: no section',
  FAQ: 'JSON [{"question","answer"}]; empty: no section',
  TEAM: 'JSON [{"name","role","photo","href"}]; empty: no section',
  BRANDS: 'JSON [{"name","logo","href"}]; empty: no section',
  CAREERS: 'JSON [{"title","text","meta","href"}]; empty: no section',
  BLOG: '',
  CONTACT: '',
  NEWSLETTER: '',
}

const FIELD_DESCRIPTION: Record<string, (s: SiteSectionName) => string> = {
  TITLE: (s) => (s === 'HERO' ? 'its title (empty: the site title)' : s === 'CTA' || s === 'ABOUT' ? 'its title (empty: no section)' : 'its heading'),
  TEXT: (s) => (s === 'HERO' ? 'the line under the title (empty: the site description)' : 'the line under the heading'),
  ITEMS: (s) => ITEMS_SHAPE[s],
  IMAGE: () => 'an image (http(s) URL or site path; empty: none)',
  VIDEO: () => 'a video (file, YouTube or Vimeo URL) that a "watch" button opens in a dialog; empty: no button',
  NOTE: () => 'a small note under the buttons',
  COUNT: () => 'how many latest posts it shows (0: no section)',
  ENDPOINT: () =>
    'where the form is sent: an http(s) address taking a POST (Formspree, Getform, your own), or mailto:you@example.com; empty: no form',
}

type FieldSchema<V> = z.ZodDefault<z.ZodType<V, unknown>>

/** One section's settings under the theme's prefix: `<PREFIX>_<SECTION>_<FIELD>`. */
export type SiteSectionFragment<P extends ThemePrefix, S extends SiteSectionName> = {
  [F in keyof SiteSections[S] & string as `${P}_${S}_${F}`]: FieldSchema<SiteSections[S][F]>
}

function fieldSchema(section: SiteSectionName, field: string): z.ZodType {
  const kind = (SITE_SECTION_FIELDS[section] as Record<string, string>)[field]
  if (kind === 'count') return count(0, 48)
  if (kind === 'asset') return field === 'VIDEO' ? z.union([z.literal(''), z.url({ protocol: /^https?$/ }), image()]) : image()
  if (kind === 'endpoint') return endpoint()
  if (kind === 'links' || kind === 'list') {
    const item = (ITEM_SCHEMAS as Partial<Record<SiteSectionName, z.ZodType>>)[section]
    return z.array(item ?? linkItem).max(48)
  }
  return text()
}


/** A section's settings; `defaults` gives a field another default than empty. */
export function siteSection<P extends ThemePrefix, S extends SiteSectionName>(
  prefix: P,
  section: S,
  defaults: Partial<SiteSections[S]> = {},
): SiteSectionFragment<P, S> {
  const fields: Record<string, FieldKind> = SITE_SECTION_FIELDS[section]
  const given: Record<string, unknown> = defaults
  const entries = Object.entries(fields).map(([field, kind]) => {
    const fallback = given[field] ?? EMPTY_OF[kind]
    const describe = FIELD_DESCRIPTION[field]?.(section) ?? ''
    return [`${prefix}_${section}_${field}`, fieldSchema(section, field).default(fallback).describe(`${SECTION_LABEL[section]}: ${describe}`)]
  })
  return Object.fromEntries(entries) as SiteSectionFragment<P, S>
}
