// Google AdSense. Off until a client id is set.
import { z } from 'zod'

export const adSettings = z.object({
  ADSENSE_CLIENT_ID: z
    .union([z.literal(''), z.string().regex(/^ca-pub-\d+$/)], {
      error: 'expected ca-pub-<digits> or empty text',
    })
    .default('')
    .describe('AdSense publisher id, ca-pub-… (empty: no ads)'),
  ADSENSE_TEST_MODE: z.boolean().default(false).describe('Request test ads'),
  ADSENSE_SLOT_ARTICLE: z.string().default('').describe('Ad slot id inside articles'),
  ADSENSE_SLOT_LIST: z.string().default('').describe('Ad slot id in post lists'),
  ADSENSE_SLOT_SIDEBAR: z.string().default('').describe('Ad slot id in sidebars'),
})
