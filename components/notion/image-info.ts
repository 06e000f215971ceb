// Sizes and sources of the body's image blocks, computed once per body: the Image component
// only receives a URL from react-notion-x, so it looks the rest up here.
import { mapImageUrl, IMAGE_DEFAULTS, isResizable } from '@/lib/notion/image-url'
import type { BodyImageSettings } from '@/lib/notion/body-extras'
import type { Block, ExtendedRecordMap } from '@/lib/notion/types'
import { isStaticExport } from '@/lib/export/mode'
import { optimizedUrl, pictureWidths, sizedSources } from '@/lib/images/sized-sources'
import { BASE_PATH } from '@/lib/routes/base-path'

export interface BodyImageInfo {
  /** Intrinsic size (or just the ratio) from the block's format, when Notion recorded it. */
  width?: number
  height?: number
  /** Smaller and regular widths, when the host resizes. */
  srcSet?: string
  /** Zoom sources at the configured and the small-screen width, when the host resizes. */
  zoomSrc?: { full: string; small: string }
}

interface ImageFormat {
  block_width?: number
  block_height?: number
  block_aspect_ratio?: number
}

/** Width and height from Notion's block format (width and ratio, width and height, or ratio). */
export function imageSize(format: ImageFormat | undefined): { width: number; height: number } | undefined {
  const width = Number(format?.block_width) || 0
  const height = Number(format?.block_height) || 0
  const ratio = Number(format?.block_aspect_ratio) || 0
  if (width > 0 && ratio > 0) return { width: Math.round(width), height: Math.round(width * ratio) }
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  if (ratio > 0) return { width: 1000, height: Math.round(1000 * ratio) }
  return undefined
}

export function imageSource(block: Block): string | undefined {
  const source = (block.properties as { source?: string[][] } | undefined)?.source?.[0]?.[0]
  return source ?? (block.format as { display_source?: string } | undefined)?.display_source
}

/** The URL the body shows for an image-bearing block: compressed, or a thumbnail for cards. */
export function bodyImageUrl(
  url: string | undefined,
  block: Block,
  notionHost: string,
  settings: BodyImageSettings,
): string | undefined {
  if (!url) return undefined
  const width = block.type === 'image' ? settings.compressWidth : block.type === 'page' ? settings.thumbnailWidth : undefined
  return mapImageUrl(url, block.id, { notionHost, width, quality: settings.quality })
}

/**
 * A file of the site's own route: the optimiser's widths up to IMAGE_COMPRESS_WIDTH, and zoom
 * sources at IMAGE_ZOOM_WIDTH and the small screens' width (lib/images/sized-sources.ts).
 */
function ownFileSizes(src: string, settings: BodyImageSettings): Pick<BodyImageInfo, 'srcSet' | 'zoomSrc'> {
  const sizing = { maxWidth: settings.compressWidth, cardWidth: settings.thumbnailWidth, quality: settings.quality }
  const { srcSet } = sizedSources(src, { sizing, basePath: BASE_PATH, staticExport: isStaticExport() })
  if (!srcSet) return {}
  const zoomAt = (width: number) => optimizedUrl(src, pictureWidths(width).at(-1)!, settings.quality, BASE_PATH)
  return { srcSet, zoomSrc: { full: zoomAt(settings.zoomWidth), small: zoomAt(Math.min(settings.zoomWidth, IMAGE_DEFAULTS.alternateZoomWidth)) } }
}

export function collectImageInfo(
  recordMap: ExtendedRecordMap,
  notionHost: string,
  settings: BodyImageSettings,
): Map<string, BodyImageInfo> {
  const out = new Map<string, BodyImageInfo>()
  for (const box of Object.values(recordMap.block)) {
    const block = box?.value as Block | undefined
    if (block?.type !== 'image') continue
    const raw = imageSource(block)
    const src = bodyImageUrl(raw, block, notionHost, settings)
    if (!raw || !src) continue
    const info: BodyImageInfo = { ...imageSize(block.format as ImageFormat | undefined), ...ownFileSizes(src, settings) }
    if (!info.srcSet && isResizable(raw)) {
      const at = (width: number) => mapImageUrl(raw, block.id, { notionHost, width, quality: settings.quality })
      const small = Math.min(IMAGE_DEFAULTS.alternateWidth, settings.compressWidth)
      info.srcSet = `${at(small)} ${small}w, ${src} ${settings.compressWidth}w`
      info.zoomSrc = { full: at(settings.zoomWidth), small: at(Math.min(settings.zoomWidth, IMAGE_DEFAULTS.alternateZoomWidth)) }
    }
    out.set(src, info)
  }
  return out
}
