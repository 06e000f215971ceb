// The shape (width ÷ height) of pictures the site serves from public/: a setting's hero image,
// logo or photo. A page that knows it keeps the picture's box before the file arrives, so
// nothing below the picture jumps when it does. Read once per file; a file that is not there
// (a host that does not ship public/ to the server) or not a picture simply has no ratio.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { safeDecode } from '@/lib/site/safe-decode'

/** Site path (as written in a setting) → width ÷ height. */
export type PictureRatios = Record<string, number>

const PICTURE_PATH = /^\/(?!\/)[^?#]+\.(svg|png|jpe?g|webp|gif|avif)(?:[?#].*)?$/i
const known = new Map<string, number | null>()

/** The ratio of a picture under public/, or null (not a local picture, missing, unreadable). */
export function localPictureRatio(sitePath: string, publicDir = path.join(process.cwd(), 'public')): number | null {
  if (!PICTURE_PATH.test(sitePath)) return null
  const file = path.join(publicDir, safeDecode(sitePath.replace(/[?#].*$/, '')))
  if (!file.startsWith(publicDir + path.sep)) return null
  const cached = known.get(file)
  if (cached !== undefined) return cached
  let ratio: number | null = null
  try {
    const { width, height } = imageSize(readFileSync(file))
    if (width > 0 && height > 0) ratio = Math.round((width / height) * 10_000) / 10_000
  } catch {
    ratio = null
  }
  known.set(file, ratio)
  return ratio
}

/** Every local picture named anywhere in a theme's resolved settings, with its ratio. */
export function settingPictureRatios(themeConfig: Record<string, unknown>, publicDir?: string): PictureRatios {
  const ratios: PictureRatios = {}
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const ratio = localPictureRatio(value, publicDir)
      if (ratio !== null) ratios[value] = ratio
    } else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(themeConfig)
  return ratios
}
