// Image sizes and effects. Notion images go through the Notion image proxy with these widths.
import { z } from 'zod'
import { count } from '@/lib/config/field-types'

export const imageSettings = z.object({
  IMAGE_COMPRESS_WIDTH: count(16, 4096)
    .default(1080)
    .describe('Width requested for images in posts, px'),
  IMAGE_THUMBNAIL_WIDTH: count(16, 4096)
    .default(800)
    .describe('Width requested for cover thumbnails on cards, px'),
  IMAGE_ZOOM_WIDTH: count(16, 8192)
    .default(1920)
    .describe('Width requested when an image is zoomed, px'),
  IMAGE_QUALITY: count(1, 100)
    .default(80)
    .describe('Quality asked of image hosts that support it (1-100)'),
  IMAGE_ZOOM_ENABLED: z.boolean().default(true).describe('Click an image in a post to zoom it'),
  IMAGE_SHADOW: z.boolean().default(false).describe('Draw a shadow around images in posts'),
  IMAGE_PLACEHOLDER: z
    .string()
    .default('')
    .describe('Image shown while loading and when an image fails (empty: a neutral block)'),
})
