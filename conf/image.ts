// Images in posts (spec §7, §9). Resizing hosts (Notion's image proxy, stock photos) get these
// widths; lib/notion/image-url.ts holds the rules. The image shadow is IMG_SHADOW_ENABLED.
import { z } from 'zod'
import { assetUrl, count } from '@/lib/config/field-types'
import { envOnly } from '@/lib/config/setting-flags'
import { IMAGE_DEFAULTS } from '@/lib/notion/image-url'

export const imageSettings = z.object({
  IMAGE_COMPRESS_WIDTH: count(16, 4096)
    .default(IMAGE_DEFAULTS.compressWidth)
    .describe('Width requested for images in posts and for covers, px (phones get 800 where the host resizes)'),
  IMAGE_THUMBNAIL_WIDTH: count(16, 4096)
    .default(IMAGE_DEFAULTS.thumbnailWidth)
    .describe('Width requested for cover thumbnails on cards and gallery views, px'),
  IMAGE_ZOOM_WIDTH: count(16, 8192)
    .default(IMAGE_DEFAULTS.zoomWidth)
    .describe('Width requested when an image is zoomed, px (screens up to 1200 px get 1200)'),
  IMAGE_QUALITY: count(1, 100)
    .default(IMAGE_DEFAULTS.quality)
    .describe('Quality asked of image hosts that support it (1-100)'),
  IMAGE_ZOOM_ENABLED: z.boolean().default(true).describe('Click an image in a post to zoom it'),
  IMAGE_PLACEHOLDER: assetUrl()
    .default('')
    .describe('Image shown while a post image loads and instead of one that fails (empty: a neutral block)'),
  // Server resources: the workspace's Config row must not size the server's disk use.
  FILE_CACHE_MB: envOnly(
    count(1, 1_000_000)
      .default(1024)
      .describe('Disk kept for copies of Notion-hosted images and files served by /api/file, MB (oldest removed first)'),
  ),
  FILE_MAX_MB: envOnly(
    count(1, 4096).default(50).describe('Largest image or file /api/file fetches and serves, MB'),
  ),
})
