// Ads: Google AdSense and WWAds. Off until an id is set. Themes place <AdSlot kind=… />.
import { z } from 'zod'
import { serviceId } from '@/lib/plugins/setting-types'

export const adSettings = z.object({
  ADSENSE_CLIENT_ID: z
    .union([z.literal(''), z.string().regex(/^ca-pub-\d+$/)], {
      error: 'expected ca-pub-<digits> or empty text',
    })
    .default('')
    .describe('AdSense publisher id, ca-pub-… (empty: no ads; set: auto ads too)'),
  ADSENSE_TEST_MODE: z.boolean().default(false).describe('Request test ads'),
  ADSENSE_SLOT_ARTICLE: serviceId().default('').describe('Ad slot id inside articles (in-article)'),
  ADSENSE_SLOT_LIST: serviceId().default('').describe('Ad slot id in post lists'),
  ADSENSE_SLOT_SIDEBAR: serviceId().default('').describe('Ad slot id in sidebars'),
  ADSENSE_SLOT_FLOW: serviceId().default('').describe('In-feed (flow) ad slot id'),
  ADSENSE_FLOW_LAYOUT_KEY: z
    .string()
    .regex(/^[\w+-]*$/, 'expected a layout key such as -fb+5w+4e-db+86')
    .default('')
    .describe('Layout key of the in-feed ad slot'),
  ADSENSE_SLOT_NATIVE: serviceId().default('').describe('Multiplex (native) ad slot id'),
  ADS_BLOCKED_NOTICE: z
    .boolean()
    .default(false)
    .describe('Show a short notice when an ad blocker stops the ad script'),
  WWADS_ID: serviceId().default('').describe('WWAds unit id (fills article and sidebar slots without AdSense)'),
})
