// The last step of every page's SEO data: URLs made absolute, and hidden pages kept out of
// search engines. Canonical, og:url and JSON-LD `url` are absolute on LINK (plus SUB_PATH and
// the language prefix); og:image and JSON-LD `image`/`logo` on LINK plus SUB_PATH (assets are
// not under a language prefix). Without LINK there is no absolute base (ISR pages do not know
// the request's host): links stay site-relative, which browsers and crawlers resolve against
// the page's address, and images are left out, since Open Graph and JSON-LD readers need
// absolute image URLs and a relative one would only be a broken card.
import { isStaticExport } from '@/lib/export/mode'
import { isOwnFile, optimizedUrl } from '@/lib/images/sized-sources'
import { BASE_PATH, siteRoot, withBasePath } from './base-path'
import type { LayoutDataMap, LayoutName, SeoMeta } from './types'

const IMAGE_KEYS = new Set(['image', 'logo', 'thumbnailUrl'])

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//')

/** An image URL as social cards need it: absolute, or '' when it cannot be. */
export function absoluteImage(image: string, link: string, basePath?: string): string {
  if (!image || !isSitePath(image)) return image
  const root = siteRoot(link, basePath)
  return root ? `${root}${image}` : ''
}

/**
 * A page's URL: absolute when LINK is set, else site-relative with the base path. `prefix` is
 * a language site's (`/en`). The home of a site under a path has no trailing slash (`/blog`),
 * as Next serves it; at a domain root it is `https://example.com/`.
 */
export function pageUrl(link: string, prefix: string, path: string, basePath?: string): string {
  const page = prefix ? `${prefix}${path === '/' ? '' : path}` : path
  const root = siteRoot(link, basePath)
  if (!root) return withBasePath(page, basePath)
  if (page !== '/') return `${root}${page}`
  return /^[a-z]+:\/\/[^/]+$/i.test(root) ? `${root}/` : root
}

function absoluteImages(value: unknown, link: string, basePath?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absoluteImages(v, link, basePath))
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    const image = IMAGE_KEYS.has(key) && typeof v === 'string' ? absoluteImage(v, link, basePath) : undefined
    if (image === '') continue
    out[key] = image ?? absoluteImages(v, link, basePath)
  }
  return out
}

/** An Invisible post is reachable by its URL but must not be indexed (nor claim a canonical). */
function isHiddenPage<L extends LayoutName>(layout: L, data: LayoutDataMap[L]): boolean {
  if (layout !== 'LayoutSlug') return false
  return (data as LayoutDataMap['LayoutSlug']).post.status === 'Invisible'
}

export function finishSeo<L extends LayoutName>(
  seo: SeoMeta,
  o: { layout: L; data: LayoutDataMap[L]; link: string; basePath?: string },
): SeoMeta {
  const hidden = isHiddenPage(o.layout, o.data)
  const image = absoluteImage(seo.image, o.link, o.basePath)
  const { imageSize, ...rest } = seo
  return {
    ...rest,
    image,
    ...(image && imageSize ? { imageSize } : {}),
    jsonLd: absoluteImages(seo.jsonLd, o.link, o.basePath) as Record<string, unknown>,
    ...(hidden ? { canonical: '', noindex: true } : {}),
  }
}

/** The size every generated social card has (Open Graph's recommended 1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const

// Open Graph and X cards take PNG, JPEG, WebP and GIF; an SVG cover would be no picture at all.
const NOT_FOR_CARDS = /\.svg$/i

const CARD_QUALITY = 75

/**
 * A page's og:image: its cover when social sites can show it (a file of the site's own resized
 * by the optimiser to the card's width; a static export has no optimiser), else its generated
 * card (`card`, a site path: lib/og/card-path.ts), with the card's size.
 */
export function socialImage(
  cover: string,
  card: string,
  o: { basePath: string; staticExport: boolean } = { basePath: BASE_PATH, staticExport: isStaticExport() },
): Pick<SeoMeta, 'image' | 'imageSize'> {
  const coverPath = cover.split(/[?#]/, 1)[0] ?? ''
  if (!cover || NOT_FOR_CARDS.test(coverPath)) return { image: card, imageSize: CARD_SIZE }
  const file = withBasePath(cover, o.basePath)
  // Base path '' before /_next/image: absoluteImage puts the site's root (with it) in front.
  if (!o.staticExport && isOwnFile(file, o.basePath)) return { image: optimizedUrl(file, CARD_SIZE.width, CARD_QUALITY, '') }
  return { image: cover }
}
