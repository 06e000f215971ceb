// Right-sized pictures through Next's own image optimiser (`/_next/image`, sharp inside next):
// a srcset of widths for a file the site serves itself (`/api/file/…`),
// AVIF or WebP as the browser's Accept header allows, the owner's width setting as the largest.
// Next's optimiser is used instead of a resizer of our own: it already negotiates formats, keeps
// each size on disk and answers only for widths, qualities and paths next.config.ts lists (no
// open resizer). A static export has no optimiser: its pages keep the original file. Pure.
// Imports nothing: next.config.ts and the browser's Picture both load it.

/** lib/notion/file-ref.ts FILE_ROUTE (that module uses node:crypto, which no browser has). */
export const OWN_FILE_ROUTE = '/api/file'

/** Every width the optimiser answers for (next.config.ts images.deviceSizes + imageSizes). */
export const OPTIMIZER_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const OPTIMIZER_IMAGE_WIDTHS = [64, 128, 256, 384] as const
/** Every quality it answers for (images.qualities); a setting takes the nearest. */
export const OPTIMIZER_QUALITIES = [50, 60, 70, 75, 80, 85, 90, 100] as const

const WIDTHS: readonly number[] = [...OPTIMIZER_IMAGE_WIDTHS, ...OPTIMIZER_DEVICE_WIDTHS]
// Below this a srcset candidate is only an icon's size: pictures start here.
const SMALLEST_PICTURE = 256

export interface ImageSizing {
  /** The largest width of a picture (IMAGE_COMPRESS_WIDTH: covers, banners). */
  maxWidth: number
  /** The largest width of a post card's cover (IMAGE_THUMBNAIL_WIDTH). */
  cardWidth: number
  /** IMAGE_QUALITY. */
  quality: number
}

/** What a picture is: a card's cover is offered up to the card width, any other up to the largest. */
export type PictureRole = 'picture' | 'card'

/** A card's width in the kit's lists: the whole phone, half a tablet, a third of a desktop. */
export const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 33vw'

export interface SizedSources {
  src: string
  srcSet?: string
}

/** `src` (base path included, as page data holds it) is a file of the site's own file route. */
export function isOwnFile(src: string, basePath: string): boolean {
  return src.startsWith(`${basePath}${OWN_FILE_ROUTE}/`)
}

export function nearestQuality(quality: number): number {
  return OPTIMIZER_QUALITIES.reduce((best, q) => (Math.abs(q - quality) < Math.abs(best - quality) ? q : best))
}

/** The widths a picture is offered at: those the optimiser answers for, up to the largest. */
export function pictureWidths(maxWidth: number): number[] {
  const fit = WIDTHS.filter((w) => w >= SMALLEST_PICTURE && w <= maxWidth)
  return fit.length > 0 ? fit : [WIDTHS.find((w) => w >= Math.min(maxWidth, SMALLEST_PICTURE)) ?? SMALLEST_PICTURE]
}

export function optimizedUrl(src: string, width: number, quality: number, basePath: string): string {
  return `${basePath}/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${nearestQuality(quality)}`
}

/**
 * A picture's src and srcset: the optimiser's sizes of a file of the site's own, the largest as
 * src; anything else (an external address, a file in public/, a static export) unchanged.
 */
export function sizedSources(
  src: string,
  o: { sizing: ImageSizing | undefined; role?: PictureRole; basePath: string; staticExport: boolean },
): SizedSources {
  const { sizing } = o
  // An SVG (named so by its trailing file name) is drawn at any size: the optimiser only passes it on.
  const svg = /\.svg$/i.test(src.split(/[?#]/, 1)[0] ?? '')
  if (!sizing || o.staticExport || svg || !isOwnFile(src, o.basePath)) return { src }
  const widths = pictureWidths(o.role === 'card' ? Math.min(sizing.cardWidth, sizing.maxWidth) : sizing.maxWidth)
  const at = (w: number) => optimizedUrl(src, w, sizing.quality, o.basePath)
  return { src: at(widths.at(-1)!), srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', ') }
}
