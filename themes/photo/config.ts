// The photo theme's settings: the shared fragments under the PHOTO_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  // A gallery: covers on, no text preview under the pictures.
  ...sharedSettings('PHOTO', { postList: { cover: true, preview: false } }),
  PHOTO_SWIPER: z
    .boolean()
    .default(true)
    .describe('A carousel of posts at the top of the first home page (the recommended posts, else the newest)'),
  PHOTO_SWIPER_INTERVAL: z.number().default(5000).describe('Milliseconds between the carousel slides; 0 keeps it still'),
  PHOTO_LIGHTBOX: z
    .boolean()
    .default(true)
    .describe('A "view full size" button on each photo card, opening the covers of the page in a full-screen viewer'),
  PHOTO_BACKGROUND_IMAGE: z
    .string()
    .default('')
    .describe('URL of a picture behind every page, faded under the content; empty for none'),
})

export type PhotoConfig = z.infer<typeof config>
